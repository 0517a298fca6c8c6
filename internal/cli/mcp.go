package cli

import (
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"

	"github.com/spf13/cobra"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/mcpserver"
)

func mcpCmd(g *globals, stdio IO) *cobra.Command {
	var maxFrame byteSize
	watch := true
	cmd := &cobra.Command{
		Use:   "mcp",
		Short: "Serve the extensions' tools over MCP on stdin and stdout",
		Long: `Serve every loaded extension's tools as one MCP server on stdin and stdout,
so that any MCP client can use them. Calls go through the same checks as
"earshot extensions call": input validation, the permission gate, limits.
When a call needs permission, the client is asked (MCP elicitation); a client
that cannot ask gets a refusal naming the rule to add.

Only protocol messages go to stdout; extension console output and warnings
go to stderr. The server stops when stdin closes. A line that is not a
protocol message gets a JSON-RPC error and the session goes on; a message
longer than --max-frame (16MiB) is refused the same way.

The server watches the extensions' files (--watch, on by default): when
one changes — an extension, a file it imports, a settings file, trust —
the tools are reloaded and the client is told (notifications/tools/
list_changed). Calls under way finish on the extension they started on.

Register it with a client, for example:

  {"mcpServers": {"earshot": {"command": "earshot",
    "args": ["extensions", "mcp", "--project", "/path/to/project"]}}}`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			ctx := c.Context()
			opts := g.options()
			// Prepare: QuickJS is made ready while the client starts, not
			// at its first tool call.
			opts.CheckGit, opts.Watch, opts.Prepare = true, watch, true
			h, err := openHost(ctx, opts, stdio) // no prompter: each call asks its client
			if err != nil {
				return err
			}
			defer h.Close()
			for _, x := range h.Extensions() {
				switch {
				case x.Err != nil:
					fmt.Fprintf(stdio.Stderr, "earshot: %s is not served: %v\n", inertLine(x.Name), x.Err)
				case x.State == extensions.StateUntrusted:
					why := ""
					if x.TrustNote != "" {
						why = " [" + inertLine(x.TrustNote) + "]" // as list says it
					}
					fmt.Fprintf(stdio.Stderr, "earshot: %s is not served: not trusted (earshot extensions trust %s)%s\n", inertLine(x.Name), inertLine(x.Name), why)
				}
			}
			for _, p := range h.Problems() {
				if isNote(p) {
					fmt.Fprintf(stdio.Stderr, "earshot: note: %v\n", p)
					continue
				}
				fmt.Fprintf(stdio.Stderr, "earshot: warning: %v\n", p)
			}
			// An extension that an edit broke goes from the list; say why
			// (a call to one of its tools says it too).
			stop := h.OnReload(func(r extensions.Reloaded) {
				for _, x := range h.Extensions() {
					if x.Err != nil && slices.Contains(r.Failed, x.Name) {
						fmt.Fprintf(stdio.Stderr, "earshot: %s is not served: %v\n", inertLine(x.Name), x.Err)
					}
				}
			})
			defer stop()
			srv := mcpserver.New(h, mcpserver.Options{
				Version: version(),
				Logger:  slog.New(slog.NewTextHandler(stdio.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
			})
			t := &mcpserver.StdioTransport{Reader: stdio.Stdin, Writer: stdio.raw, MaxFrame: int(maxFrame)}
			if err := srv.Run(ctx, t); err != nil && ctx.Err() == nil {
				return err
			}
			return nil
		},
	}
	cmd.Flags().Var(&maxFrame, "max-frame", "longest protocol message read, like 64MiB (default 16MiB)")
	cmd.Flags().BoolVar(&watch, "watch", true, "reload when an extension or its files change, and tell the client (--watch=false: a fixed tool list)")
	return cmd
}

// version is the module version earshot was built from: the one `go
// install ...@version` installed, or "dev" in a checkout (with its commit,
// when the build knows it).
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	v, rev, dirty := "dev", "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" {
		v += " (" + rev[:min(12, len(rev))]
		if dirty {
			v += ", modified"
		}
		v += ")"
	}
	return v
}
