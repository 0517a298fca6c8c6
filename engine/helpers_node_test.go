package engine_test

import (
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
