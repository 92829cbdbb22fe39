package app

import (
	"strings"

	"lwl/internal/proc"
)

// runShell is the action `run COMMAND`: a command that needs no terminal (save
// a bookmark, copy the link) runs while lwl's screen stays (see proc.Detached).
// When it ends, the first line of its output, or its exit status, becomes
// the message; no key press is asked for. esc and ctrl-c stop it, and so
// does lwl's end.
func (a *App) runShell(cmd string) {
	env, ok := a.commandReady(cmd)
	if !ok {
		return
	}
	d, err := proc.StartDetached(cmd, env)
	if err != nil {
		a.ui.status.SetError("Cannot run the command: " + err.Error())
		return
	}
	a.life.running(runningCommand{cmd, d})
	a.ui.status.SetMessage("Running: " + cmd)
	a.work(func() {
		msg, failed, stopped := d.Wait()
		a.post(func() {
			a.life.ended(d)
			switch {
			case stopped: // "Stopped" was said
			case failed:
				a.ui.status.SetError(msg)
			default:
				a.ui.status.SetMessage(msg)
			}
		})
	})
}

// runningCommand is a run command that has not ended yet.
type runningCommand struct {
	cmd string
	d   *proc.Detached
}

// stopRuns stops the run commands still running, for esc or ctrl-c; it
// reports whether there was one.
func (a *App) stopRuns() bool {
	var stopped []string
	for _, r := range a.life.takeRuns() {
		if r.d.Stop() {
			stopped = append(stopped, r.cmd)
		}
	}
	if len(stopped) == 0 {
		return false
	}
	a.ui.status.SetMessage("Stopped: " + strings.Join(stopped, "; "))
	return true
}
