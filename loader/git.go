package loader

import (
	"context"
	"os/exec"
	"path/filepath"
	"time"
)

// TrackedByGit reports whether path is tracked by the git repository that
// holds it. It needs the git program; without it (or outside a repository)
// the answer is false.
func TrackedByGit(path string) bool {
	git, err := exec.LookPath("git")
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, git, "ls-files", "--error-unmatch", "--", filepath.Base(path))
	cmd.Dir = filepath.Dir(path)
	return cmd.Run() == nil
}
