package kernel

import "fmt"

// Limits on handles. An instance's handles are added from many goroutines
// at once — an operation on the instance's goroutine, a server's acceptor,
// a connection completing — so a limit checked in one step and the handle
// added in another would let several adds pass it together. The kernel
// holds the limits instead: a Quota counts the room its handles hold, and
// an add takes room under the instance's lock, in the same step that
// checks it (Add, AddHandle, Reserve). The room comes back when the
// handle goes, however it goes — closed by JavaScript (Forget,
// TakeHandle), its object collected, ended with its task, the instance
// closed —, or earlier when the area says it no longer counts (GiveBack: a
// server that stopped listening, a child that exited).

// Quota bounds how many handles an instance holds at once of the kinds
// that name it (HandleKind.Quota): one quota may be shared by several
// kinds (the sockets an extension opened, those its servers accepted, and
// its servers).
type Quota struct {
	// Max is how many may hold room at once.
	Max int
	// What names them, for the error past the limit ("hashes").
	What string
	// Free says how the extension makes room, for that error ("digest
	// one"; "finish one" if empty).
	Free string
	// Transient: its handles are work that ends by itself (a key
	// derivation running), not something kept, so a full quota is no
	// reason to restart the instance (AtLimit).
	Transient bool
}

// quotaUse is how much of a quota an instance uses, and the most it used.
type quotaUse struct{ n, peak int }

// Add keeps h under a new id, as the running task's, unless its kind's
// quota is full: then ok is false and nothing is kept.
func (i *Instance) Add(h Handle) (id int, ok bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	q := h.Kind().Quota
	if q != nil && i.use(q).n >= q.Max {
		i.refusals++
		return 0, false
	}
	i.next++
	i.putHandle(i.next, h)
	return i.next, true
}

// AddHandle is Add, with the error of a full quota: ERR_EARSHOT_LIMIT
// naming what is open too often.
func (i *Instance) AddHandle(h Handle) (int, error) {
	id, ok := i.Add(h)
	if !ok {
		q := h.Kind().Quota
		return 0, &JSError{Name: "Error", Code: "ERR_EARSHOT_LIMIT", Message: q.full()}
	}
	return id, nil
}

// full says the quota is full, and how to make room.
func (q *Quota) full() string {
	free := q.Free
	if free == "" {
		free = "finish one"
	}
	return fmt.Sprintf("%d %s are open in this extension, which is the limit: %s first", q.Max, q.What, free)
}

// Explain adds to err, a system error of Node's (EMFILE, EAGAIN) that an
// area gives past the quota, which limit it met and how to make room:
// the code stays Node's, the message says it is the extension's limit,
// not the system's.
func (q *Quota) Explain(err error) error {
	if je, ok := err.(*JSError); ok {
		je.Message += " (" + q.full() + ")"
	}
	return err
}

// Reserve takes room in k's quota, and an id, for a handle that is made
// only once it has room (a file opened, a process started): SetHandle
// keeps it under id, or Forget gives the room back if it could not be
// made. ok is false when the quota is full.
func (i *Instance) Reserve(k *HandleKind) (id int, ok bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if q := k.Quota; q != nil {
		if i.use(q).n >= q.Max {
			i.refusals++
			return 0, false
		}
		i.next++
		i.takeRoom(i.next, q)
		return i.next, true
	}
	i.next++
	return i.next, true
}

// GiveBack gives back the room the handle id holds while the instance
// keeps the handle: it no longer counts (a server that stopped listening,
// a child that exited). Giving back twice, or a handle gone, does nothing.
func (i *Instance) GiveBack(id int) {
	i.mu.Lock()
	i.giveBack(id)
	i.mu.Unlock()
}

// InQuota is how many handles hold room in q now, and the most that ever
// did at once.
func (i *Instance) InQuota(q *Quota) (n, peak int) {
	i.mu.Lock()
	defer i.mu.Unlock()
	u := i.use(q)
	return u.n, u.peak
}

// Refusals is how many adds a full quota has refused since the instance
// began. The engine compares it before and after a call: a call that ran
// into a limit, even one that caught the error, and leaves the instance at
// it, gets the next call a fresh instance (a limit must not become a
// lasting failure for an extension that handles its own errors).
func (i *Instance) Refusals() int {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.refusals
}

// AtLimit reports whether one of the instance's quotas (not a transient
// one) is full.
func (i *Instance) AtLimit() bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	for q, u := range i.quotas {
		if !q.Transient && u.n >= q.Max {
			return true
		}
	}
	return false
}

// use is the instance's use of q; i.mu is held.
func (i *Instance) use(q *Quota) *quotaUse {
	u := i.quotas[q]
	if u == nil {
		u = &quotaUse{}
		i.quotas[q] = u
	}
	return u
}

// takeRoom makes id hold room in q; i.mu is held.
func (i *Instance) takeRoom(id int, q *Quota) {
	u := i.use(q)
	u.n++
	u.peak = max(u.peak, u.n)
	i.rooms[id] = q
}

// giveBack gives back the room id holds, if any; i.mu is held.
func (i *Instance) giveBack(id int) {
	if q, ok := i.rooms[id]; ok {
		i.use(q).n--
		delete(i.rooms, id)
	}
}
