package platform

// stopChildren stops the child processes task started (filled in with
// child_process).
func (i *Instance) stopChildren(task int) {}
