package engine_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/earshot/extensions/engine"
	"github.com/earshot/extensions/platform"
)

// nodeExt loads node-runner.js with the project folder, policy (nil: no
// narrowing) and call timeout (0: the default) given.
func nodeExt(t *testing.T, project string, policy *platform.Policy, timeout time.Duration) *engine.Extension {
	t.Helper()
	cfg := config(t)
	cfg.Platform.Project = project
	cfg.Platform.Policy = policy
	if timeout > 0 {
		cfg.Limits.CallTimeout = timeout
	}
	return load(t, "node-runner.js", cfg)
}

// policy parses caps as a settings file's capabilities entry would be.
func policy(t *testing.T, project, config, caps string) *platform.Policy {
	t.Helper()
	p, err := platform.ParsePolicy(json.RawMessage(caps), project, "", platform.NewGuard([]string{config}, nil))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
