package engine

import "testing"

// TestGoMemoryGivenBackWhenAllIdle: the Go memory is given back once the
// last extension in use goes idle, not before, and only when enough was
// allocated or let go of since the last time: half the live heap found
// then, and at least giveBackMin.
func TestGoMemoryGivenBackWhenAllIdle(t *testing.T) {
	var allocated, live uint64 = 100 << 20, 40 << 20
	freed := 0
	s := &goMemoryState{
		heap:         func() (uint64, uint64) { return allocated, live },
		freeOSMemory: func() { freed++ },
		spawn:        func(f func()) { f() },
	}
	s.giveBack() // the first: everything allocated so far counts
	if freed != 1 {
		t.Fatalf("first give-back: %d collections", freed)
	}
	live = 30 << 20 // what the collection left

	s.use()
	s.use()
	allocated += 64 << 20
	s.idle(0)
	if freed != 1 {
		t.Fatal("given back while an extension was still in use")
	}
	s.idle(0)
	if freed != 2 {
		t.Fatalf("the last extension went idle after 64 MiB allocated: %d collections, want 2", freed)
	}

	// Little allocated: no collection.
	s.use()
	allocated += 4 << 20
	s.idle(0)
	if freed != 2 {
		t.Fatal("a collection for 4 MiB allocated")
	}
	// What extensions let go of counts with what was allocated.
	s.use()
	s.idle(12 << 20)
	if freed != 3 {
		t.Fatalf("4 MiB allocated and 12 MiB let go of: %d collections, want 3", freed)
	}

	// A large live heap: a collection only once half of it was allocated.
	live = 1 << 30
	allocated += 2 << 30
	s.giveBack() // finds the live heap at 1 GiB
	freed = 0
	s.use()
	allocated += 256 << 20
	s.idle(0)
	if freed != 0 {
		t.Fatal("a collection of a 1 GiB heap for 256 MiB allocated")
	}
	s.use()
	allocated += 300 << 20
	s.idle(0)
	if freed != 1 {
		t.Fatal("no collection of a 1 GiB heap after 556 MiB allocated")
	}

	// A call that starts before the give-back runs: none.
	var pending func()
	s.spawn = func(f func()) { pending = f }
	s.use()
	allocated += 1 << 30
	s.idle(0)
	s.use()
	pending()
	if freed != 1 {
		t.Fatal("given back while a call was under way")
	}
}
