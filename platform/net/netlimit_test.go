package net

import (
	"encoding/json"
	"net"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/earshot/extensions/platform/internal/platformtest"
	"github.com/earshot/extensions/platform/kernel"
)

// TestSocketLimitUnderConcurrency: the limit of sockets holds however many
// are opened at once. Servers of the extension accept connections that Go
// dials at them all together — each server's acceptor on a goroutine of
// its own — while the extension connects out; round after round, the
// sockets, accepted connections and listening servers the instance holds
// never pass maxSockets, past it an accepted connection is dropped and a
// connect fails with ERR_EARSHOT_LIMIT, and destroying the sockets (and
// closing the servers) gives their room back.
func TestSocketLimitUnderConcurrency(t *testing.T) {
	const servers, dialsPerServer, connects = 8, 12, 16
	rounds := 20
	if testing.Short() {
		rounds = 5
	}
	i := platformtest.New(t, kernel.Config{Extension: "x"}, Ops())
	call := func(op string, args any) kernel.Reply {
		t.Helper()
		b, _ := json.Marshal(args)
		return i.Call(op, b, nil)
	}

	// Where the extension connects out: a Go listener that keeps what it
	// accepts until the test ends.
	sink, err := net.Listen("tcp", "127.0.0.1:0")
	platformtest.Must(t, err)
	var sinkConns sync.WaitGroup
	defer func() { sink.Close(); sinkConns.Wait() }()
	sinkConns.Add(1)
	go func() {
		defer sinkConns.Done()
		var held []net.Conn
		defer func() {
			for _, c := range held {
				c.Close()
			}
		}()
		for {
			c, err := sink.Accept()
			if err != nil {
				return
			}
			held = append(held, c)
		}
	}()
	sinkPort := sink.Addr().(*net.TCPAddr).Port

	ports, serverIDs := make([]int, servers), make([]any, servers)
	accepts := map[int]bool{} // the acceptors' operations
	for k := range ports {
		r := call("net.listen", map[string]any{"host": "127.0.0.1", "port": 0})
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		v := r.Value.(map[string]any)
		ports[k], serverIDs[k] = v["port"].(int), v["id"]
		a := call("net.accept", map[string]any{"id": v["id"]})
		if a.Err != nil {
			t.Fatal(a.Err)
		}
		accepts[a.ID] = true
	}

	for round := range rounds {
		// Go's dialers, all at once.
		dialed := make(chan net.Conn, servers*dialsPerServer)
		start := make(chan struct{})
		var dialers sync.WaitGroup
		for _, p := range ports {
			for range dialsPerServer {
				dialers.Add(1)
				go func() {
					defer dialers.Done()
					<-start
					c, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(p))
					if err != nil {
						t.Error(err)
						return
					}
					dialed <- c
				}()
			}
		}
		close(start)

		var held []int // the sockets the instance holds
		acceptedN, dropped, limited := 0, 0, 0
		connectOps := map[int]bool{}
		for n := 0; acceptedN+dropped < servers*dialsPerServer || len(connectOps) > 0; {
			// The extension connects out between the connections its
			// servers accept.
			if n < connects && (acceptedN+dropped)%(servers*dialsPerServer/connects) == 0 {
				n++
				r := call("net.connect", map[string]any{"host": "127.0.0.1", "port": sinkPort})
				if r.Err != nil {
					if !strings.Contains(kernel.ErrorJSON(r.Err), "ERR_EARSHOT_LIMIT") {
						t.Fatalf("connect: %v", r.Err)
					}
					limited++
					continue
				}
				v := r.Value.(map[string]int)
				held = append(held, v["id"])
				connectOps[v["op"]] = true
				continue
			}
			ev, ok := i.NextEvent()
			if !ok {
				<-i.Signal()
				continue
			}
			switch {
			case connectOps[ev.ID]:
				delete(connectOps, ev.ID)
			case accepts[ev.ID]:
				var e struct {
					ID     int  `json:"id"`
					Drop   any  `json:"drop"`
					Closed bool `json:"closed"`
				}
				if ev.Err || json.Unmarshal([]byte(ev.JSON), &e) != nil || e.Closed {
					t.Fatalf("round %d: an acceptor's event: %s", round, ev.JSON)
				}
				if e.Drop != nil {
					dropped++
				} else {
					acceptedN++
					held = append(held, e.ID)
				}
			}
		}
		dialers.Wait()
		close(dialed)

		// Nothing was given back during the round: what the instance holds
		// now is the most it held.
		if got := len(held) + servers; got > maxSockets {
			t.Fatalf("round %d: the instance holds %d sockets and servers, past the limit of %d (%d accepted, %d connected)",
				round, got, maxSockets, acceptedN, len(held)-acceptedN)
		}
		if len(held)+servers < maxSockets || dropped+limited == 0 {
			t.Fatalf("round %d: the round did not reach the limit: %d held, %d dropped, %d connects refused", round, len(held), dropped, limited)
		}
		if h := strings.Join(i.Holding(), ", "); h != strconv.Itoa(servers)+" servers, "+strconv.Itoa(len(held))+" sockets" {
			t.Fatalf("round %d: the instance says it holds %s; %d sockets were handed out", round, h, len(held))
		}
		for _, id := range held {
			call("net.destroy", map[string]any{"id": id})
		}
		for c := range dialed {
			c.Close()
		}
		if n, _ := i.InQuota(socketQuota); n != servers {
			t.Fatalf("round %d: %d sockets and servers hold room once the sockets were destroyed, want the %d servers", round, n, servers)
		}
	}
	if _, peak := i.InQuota(socketQuota); peak != maxSockets {
		t.Errorf("at most %d sockets and servers were held at once, want %d", peak, maxSockets)
	}
	// A server that stopped listening no longer counts.
	for _, id := range serverIDs {
		call("net.unlisten", map[string]any{"id": id})
	}
	if n, _ := i.InQuota(socketQuota); n != 0 {
		t.Errorf("%d hold room once the servers stopped listening", n)
	}
}
