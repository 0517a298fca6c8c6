// Command serve runs a command with the test servers of testnet running,
// described to it as JSON in $EARSHOT_TEST_SERVERS; it makes the goldens of
// the network built-ins with Node.js:
//
//	go run ./internal/testnet/serve node platform/testdata/net_cases.mjs > platform/testdata/net_cases.json
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"

	"github.com/earshot/extensions/internal/testnet"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: serve command [args...]")
		os.Exit(2)
	}
	s := testnet.Start()
	env, _ := json.Marshal(s.Env())
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "EARSHOT_TEST_SERVERS="+string(env))
	err := cmd.Run()
	s.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}
