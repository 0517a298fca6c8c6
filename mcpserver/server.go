// Package mcpserver serves a Host's tools over the Model Context Protocol, so
// that any MCP client (another agent, an editor) can use a project's
// extensions: `earshot extensions mcp` runs it on stdin and stdout.
//
// A call takes the same path as Host.Call from Go: the input is checked
// against the tool's schema, the permission gate decides, the extension runs
// within its limits, and its result is normalized. Every failure of a call
// is a result with isError set, never a protocol error.
//
// When the gate needs to ask, it asks the client's user through MCP
// elicitation: a confirmation whose message shows the rule, and the title
// and detail of the prompt. Accepting allows that one call; declining or
// cancelling refuses it. A client that does not support elicitation gets a
// refusal that names the rule to add to a settings file.
package mcpserver

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	extensions "github.com/earshot/extensions"
	"github.com/earshot/extensions/api"
)

// Options configure a Server.
type Options struct {
	// Name and Version identify the server to clients (defaults:
	// "earshot-extensions" and "dev").
	Name, Version string
	// Logger receives the protocol layer's own diagnostics (nil: none).
	// Extension console output goes wherever the Host's Options.Log sends
	// it.
	Logger *slog.Logger
}

// Server is an MCP server for one Host. It does not own the Host: close the
// Host after Run returns.
type Server struct {
	host *extensions.Host
	mcp  *mcp.Server

	// input is cancelled when the client's side of the connection ends:
	// questions to the client can no longer be answered.
	input      context.Context
	closeInput context.CancelFunc

	mu      sync.Mutex
	pending map[string]pendingAsk

	stopFollow func() // stops following the Host's reloads
}

// pendingAsk is a permission question sent to a client in an input-required
// result (protocol 2026-07-28 and later): the answer is accepted only on a
// retry of the same call, once, within askTTL.
type pendingAsk struct {
	tool    string
	input   [32]byte
	expires time.Time
}

const (
	// permissionKey names the elicitation in an input-required result.
	permissionKey = "earshot-permission"
	askTTL        = 15 * time.Minute
	maxPending    = 1024
	// multiRoundTrip is the first protocol version in which a server may not
	// send requests of its own while serving one: it returns the questions
	// in its result, and the client calls again with the answers.
	multiRoundTrip = "2026-07-28"
)

// New returns a server for the tools of h, under their qualified names:
// those loaded when New is called, then those of each reload of h (Reload,
// Options.Watch), announced to clients with notifications/tools/list_changed.
// A call whose request carries a progress token has the extension's
// context.progress reports sent as notifications/progress.
func New(h *extensions.Host, opts Options) *Server {
	if opts.Name == "" {
		opts.Name = "earshot-extensions"
	}
	if opts.Version == "" {
		opts.Version = "dev"
	}
	s := &Server{host: h, pending: map[string]pendingAsk{}}
	s.input, s.closeInput = context.WithCancel(context.Background())
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: opts.Name, Title: "earshot extensions", Version: opts.Version}, &mcp.ServerOptions{
		Logger: opts.Logger,
		Instructions: "Tools from earshot extensions (TypeScript or JavaScript files in " +
			h.ProjectDir() + "/.earshot/extensions and in earshot's config folder). " +
			"Tools that are not read-only ask for permission before they run.",
		// The tool list follows the Host's reloads (notifications/
		// tools/list_changed); no logging capability (extension output
		// goes to the server's stderr).
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
	})
	for _, t := range h.Tools() {
		s.mcp.AddTool(mcpTool(t), s.call)
	}
	s.mcp.AddReceivingMiddleware(s.explainUnknown)
	// When the Host reloads (Reload, or Options.Watch), the tools follow;
	// the SDK tells connected clients that the list changed.
	s.stopFollow = h.OnReload(func(r extensions.Reloaded) {
		if len(r.Removed) > 0 {
			s.mcp.RemoveTools(r.Removed...)
		}
		for _, name := range append(r.Added, r.Changed...) {
			if t, ok := h.Tool(name); ok {
				s.mcp.AddTool(mcpTool(t), s.call)
			}
		}
	})
	return s
}

func mcpTool(t extensions.Tool) *mcp.Tool {
	return &mcp.Tool{
		Name:        t.Name,
		Title:       t.Title,
		Description: t.Description,
		InputSchema: t.InputSchema,
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: t.ReadOnly, Title: t.Title},
	}
}

// MCP returns the underlying SDK server, for a program that connects it to
// its own transports.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Run serves one client on t until the client disconnects or ctx is done; a
// Server serves one client, once. When the client closes its side (stdin
// ends), the calls it already made are finished and answered first; when
// ctx is done, calls still running are cancelled.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	defer s.closeInput()
	defer s.stopFollow()
	// Like mcp.Server.Run, except that an interrupt (ctx done) and the
	// client hanging up are normal ends here, not errors to log.
	ss, err := s.mcp.Connect(ctx, drainTransport{t, s.closeInput}, nil)
	if err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- ss.Wait() }()
	select {
	case <-ctx.Done():
		ss.Close()
		<-done
		return ctx.Err()
	case err := <-done:
		if errors.Is(err, mcp.ErrConnectionClosed) {
			err = nil
		}
		return err
	}
}

// explainUnknown answers a call to a tool the server does not list as the
// Host does: an unknown tool is still a protocol error, but its message
// says why when the Host knows (the extension failed to load — after an
// edit, say —, is not trusted, or the name lacks its extension's).
func (s *Server) explainUnknown(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		r, ok := req.(*mcp.CallToolRequest)
		var je *jsonrpc.Error
		if !ok || !errors.As(err, &je) || je.Code != jsonrpc.CodeInvalidParams || !strings.HasPrefix(je.Message, "unknown tool") {
			return res, err
		}
		if why := s.host.Unknown(r.Params.Name); why != nil {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: why.Error()}
		}
		return res, err // listed by the Host a moment after the SDK looked
	}
}

// call is the handler of every tool.
func (s *Server) call(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		// A bug must cost one call, not the server and every call in
		// flight (the SDK does not recover handler panics).
		if r := recover(); r != nil {
			res, err = errorResult(fmt.Sprintf("%v (please report it): %v", api.ErrInternal, r)), nil
		}
	}()
	name := req.Params.Name
	input := req.Params.Arguments
	if len(input) == 0 || string(input) == "null" {
		input = json.RawMessage("{}")
	}
	a := &asker{req: req, tool: name, input: s.input}
	if req.Params.RequestState != "" || len(req.Params.InputResponses) > 0 {
		// A retry with the answer to our question.
		answer, err := s.answer(req, name, input)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		a.answer = answer
	}
	callCtx := extensions.WithPrompter(ctx, a)
	if token := req.Params.GetProgressToken(); token != nil {
		// The client asked for progress: the extension's reports become
		// notifications/progress. MCP wants progress to increase: when the
		// extension gives none (or goes back), the count of reports is
		// sent.
		var n, last float64
		callCtx = extensions.WithProgress(callCtx, func(p api.Progress) {
			n++
			v := p.Progress
			if v <= last {
				v = max(last+1, n)
			}
			last = v
			_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
				ProgressToken: token, Message: p.Message, Progress: v, Total: p.Total,
			})
		})
	}
	r, err := s.host.Call(callCtx, name, input)
	if err != nil {
		return errorResult(err.Error()), nil
	}
	if a.question != nil && errors.Is(r.Err, errAsked) {
		token, err := s.remember(name, input)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		return &mcp.CallToolResult{
			InputRequests: mcp.InputRequestMap{permissionKey: a.question},
			RequestState:  token,
		}, nil
	}
	res = &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: r.Output}},
		IsError: r.IsError,
	}
	if l := api.LimitOf(r.Err); l != "" {
		// Which limit ended the call, for clients (the text says it too).
		res.Meta = mcp.Meta{LimitMeta: string(l)}
	}
	return res, nil
}

// LimitMeta is the _meta key of a call result that a limit ended: its value
// is the limit's name ("call-timeout", "memory-limit", "load-timeout",
// "input-limit", "caller-deadline").
const LimitMeta = "earshot/limit"

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}, IsError: true}
}

// errAsked ends a call whose permission question goes back to the client in
// an input-required result.
var errAsked = errors.New("permission asked of the client")

// asker is the gate's Prompter for one MCP call.
type asker struct {
	req  *mcp.CallToolRequest
	tool string
	// input ends when the client can no longer answer.
	input context.Context
	// answer is the client's answer, on the retry of a call that asked.
	answer *mcp.ElicitResult
	// question is set when the call must end to ask (multi round-trip).
	question *mcp.ElicitParams
}

// errNoElicitation: the client cannot be asked.
var errNoElicitation = errors.New("this MCP client cannot ask for permission (it does not support elicitation)")

// Unavailable says beforehand that a client without form elicitation
// cannot be asked (so the extension's permission() does not run for
// nothing).
func (a *asker) Unavailable(context.Context) error {
	if a.answer != nil {
		return nil
	}
	caps := a.req.ClientCapabilities()
	if caps == nil || caps.Elicitation == nil || caps.Elicitation.Form == nil && caps.Elicitation.URL != nil {
		return errNoElicitation
	}
	return nil
}

func (a *asker) Prompt(ctx context.Context, pr api.PromptRequest) (api.Answer, error) {
	if a.answer != nil {
		return answerOf(a.answer)
	}
	if err := a.Unavailable(ctx); err != nil {
		return api.Decline, fmt.Errorf("%w; to allow it, add %q to permissions.allow in %s", err, pr.Rule, pr.RuleFile)
	}
	params := &mcp.ElicitParams{
		Mode:            "form",
		Message:         message(pr),
		RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{}},
	}
	if a.req.ProtocolVersion() >= multiRoundTrip {
		a.question = params
		return api.Decline, errAsked
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(a.input, cancel)()
	res, err := a.req.Session.Elicit(ctx, params)
	if err != nil {
		return api.Decline, fmt.Errorf("asking the MCP client failed: %w", err)
	}
	return answerOf(res)
}

func answerOf(r *mcp.ElicitResult) (api.Answer, error) {
	switch r.Action {
	case "accept":
		return api.AllowOnce, nil
	case "decline":
		return api.Decline, nil
	case "cancel":
		return api.Decline, errors.New("the permission prompt was cancelled")
	}
	return api.Decline, fmt.Errorf("the MCP client answered the permission prompt with %q", r.Action)
}

// message is the text of the permission question: the rule (always the
// host's), then the prompt's title and detail (sanitized by the gate).
func message(pr api.PromptRequest) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Allow %s to run?\n\nRule: %s\n\n%s", pr.Tool, pr.Rule, pr.Title)
	if pr.Detail != "" {
		b.WriteString("\n\n" + pr.Detail)
	}
	if pr.PromptError != nil {
		fmt.Fprintf(&b, "\n\n(The extension's own prompt text failed, so this is the default: %v)", pr.PromptError)
	}
	b.WriteString("\n\nAccept to allow this call once; decline to refuse it.")
	return b.String()
}

// remember records a question sent in an input-required result and returns
// the request state that identifies it.
func (s *Server) remember(tool string, input json.RawMessage) (string, error) {
	var id [16]byte
	if _, err := rand.Read(id[:]); err != nil {
		return "", err
	}
	token := hex.EncodeToString(id[:])
	now := time.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, p := range s.pending {
		if now.After(p.expires) {
			delete(s.pending, k)
		}
	}
	if len(s.pending) >= maxPending {
		return "", fmt.Errorf("%d permission questions are waiting for an answer; answer those first", len(s.pending))
	}
	s.pending[token] = pendingAsk{tool: tool, input: sha256.Sum256(input), expires: now.Add(askTTL)}
	return token, nil
}

// answer returns the client's answer on the retry of a call that asked: it
// counts only for the very call that was asked about, once.
func (s *Server) answer(req *mcp.CallToolRequest, tool string, input json.RawMessage) (*mcp.ElicitResult, error) {
	s.mu.Lock()
	p, ok := s.pending[req.Params.RequestState]
	delete(s.pending, req.Params.RequestState)
	s.mu.Unlock()
	if !ok || time.Now().After(p.expires) {
		return nil, errors.New("this call carries an answer to a permission question that was not asked, was already answered, or expired; call the tool again")
	}
	if p.tool != tool || p.input != sha256.Sum256(input) {
		return nil, errors.New("this call carries an answer to a permission question about a different call; call the tool again")
	}
	res, ok := req.Params.InputResponses[permissionKey].(*mcp.ElicitResult)
	if !ok {
		return nil, fmt.Errorf("the answer to the permission question (%q) is missing", permissionKey)
	}
	return res, nil
}
