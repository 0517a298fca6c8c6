package kernel

import (
	"context"
	"strconv"
	"sync"
	"testing"
)

// TestQuotaHoldsUnderConcurrency: handles of two kinds sharing a quota,
// added and removed from many goroutines at once in every way there is
// (Add, Reserve and SetHandle, Forget, TakeHandle, GiveBack), never hold
// more room than the quota's Max, and all of it comes back.
func TestQuotaHoldsUnderConcurrency(t *testing.T) {
	const max, workers, rounds = 8, 16, 400
	q := &Quota{Max: max}
	a := &HandleKind{One: "a socket", Many: "sockets", Quota: q}
	b := &HandleKind{One: "a server", Many: "servers", Quota: q}
	i := New(Config{}, NewTable())
	defer i.Close()
	var wg sync.WaitGroup
	var mu sync.Mutex
	added, refused := 0, 0
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				k := a
				if (w+r)%2 == 1 {
					k = b
				}
				var id int
				var ok bool
				if r%3 == 0 {
					if id, ok = i.Reserve(k); ok {
						i.SetHandle(id, namedHandle{k})
					}
				} else {
					id, ok = i.Add(namedHandle{k})
				}
				mu.Lock()
				if ok {
					added++
				} else {
					refused++
				}
				mu.Unlock()
				if !ok {
					continue
				}
				switch r % 4 {
				case 0:
					i.Forget(id)
				case 1:
					TakeHandle[namedHandle](i, id)
				case 2:
					i.GiveBack(id)
					i.GiveBack(id) // twice gives back nothing more
					i.Forget(id)
				case 3:
					opHandleRelease(i, Raw(strconv.Itoa(id)), nil)
				}
			}
		}()
	}
	wg.Wait()
	n, peak := i.InQuota(q)
	if peak > max {
		t.Errorf("%d handles held room at once, past the quota of %d", peak, max)
	}
	if n != 0 {
		t.Errorf("%d handles still hold room after all went", n)
	}
	if added+refused != workers*rounds || added < max {
		t.Errorf("%d adds, %d refused", added, refused)
	}
	if _, ok := i.Add(namedHandle{a}); !ok {
		t.Error("no room after all the handles went")
	}
}

// TestQuotaRoomComesBack: a full quota refuses the next add and says the
// instance is at its limit; a handle gives its room back however it goes —
// forgotten, taken, its object collected, ended with its task, given back
// while kept, a reservation not filled, the instance closed.
func TestQuotaRoomComesBack(t *testing.T) {
	q := &Quota{Max: 3, What: "things"}
	opened := &HandleKind{Quota: q}
	served := &HandleKind{Quota: q, EndsWithItsTask: true}
	kept := &HandleKind{Quota: q, Kept: true}
	i := New(Config{}, NewTable())
	defer i.Close()
	add := func(k *HandleKind) int {
		t.Helper()
		id, err := i.AddHandle(namedHandle{k})
		if err != nil {
			n, _ := i.InQuota(q)
			t.Fatalf("adding with %d of %d held: %v", n, q.Max, err)
		}
		return id
	}
	full := func(how string) {
		t.Helper()
		if _, err := i.AddHandle(namedHandle{opened}); err == nil || err.Error() != "3 things are open in this extension, which is the limit: finish one first" {
			t.Fatalf("%s: the fourth: %v", how, err)
		}
		if _, ok := i.Reserve(opened); ok {
			t.Fatalf("%s: a reservation past the quota", how)
		}
		if !i.AtLimit() {
			t.Fatalf("%s: not at its limit", how)
		}
	}
	x, y := add(opened), add(kept)
	i.BeginTask(context.Background())
	add(served)
	full("three added")
	ways := []struct {
		name string
		end  func()
		k    *HandleKind
	}{
		{"forgotten", func() { i.Forget(x) }, opened},
		{"taken", func() { TakeHandle[namedHandle](i, y) }, kept},
		{"ended with its task", func() { i.EndTask(true) }, opened},
	}
	for _, w := range ways {
		w.end()
		if i.AtLimit() {
			t.Fatalf("%s: still at its limit", w.name)
		}
		id := add(w.k)
		full(w.name)
		switch w.name {
		case "forgotten":
			x = id
		case "taken":
			y = id
		}
	}
	// A kept handle's object collected keeps its room (cp.release forgets
	// it); another's gives it back.
	opHandleRelease(i, Raw(strconv.Itoa(y)), nil)
	full("a kept handle's object collected")
	opHandleRelease(i, Raw(strconv.Itoa(x)), nil)
	x = add(opened)
	// Given back while kept: the handle stays, its room does not.
	i.GiveBack(y)
	if _, ok := HandleOf[namedHandle](i, y); !ok {
		t.Fatal("a handle that gave its room back is gone")
	}
	r, ok := i.Reserve(opened)
	if !ok {
		t.Fatal("no room for a reservation after a handle gave its room back")
	}
	full("reserved")
	i.Forget(r) // not filled
	if n, _ := i.InQuota(q); n != 2 {
		t.Fatalf("%d hold room after a reservation was let go, want 2", n)
	}
	i.Close()
	if n, peak := i.InQuota(q); n != 0 || peak != 3 {
		t.Fatalf("after Close: %d hold room (the most: %d)", n, peak)
	}

	// Work that ends by itself fills its quota without making a limit to
	// restart the instance for.
	running := &HandleKind{Quota: &Quota{Max: 1, Transient: true}}
	j := New(Config{}, NewTable())
	defer j.Close()
	if _, ok := j.Add(namedHandle{running}); !ok {
		t.Fatal("no room for the first")
	}
	if _, ok := j.Add(namedHandle{running}); ok || j.AtLimit() {
		t.Fatalf("a transient quota: added past it %v, at the limit %v", ok, j.AtLimit())
	}
}
