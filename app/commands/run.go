package commands

import (
	"strings"

	"lwl/internal/proc"
)

// Run is the action `run COMMAND`: a command that needs no terminal (save
// a bookmark, copy the link) runs while lwl's screen stays (see
// proc.Detached). When it ends, the first line of its output, or its exit
// status, becomes the message; no key press is asked for. esc and ctrl-c
// stop it (StopRuns), and so does lwl's end. env is its environment, the
// link's variables in it, checked already.
func (c *Controller) Run(cmd string, env []string) {
	d, err := proc.StartDetached(cmd, env)
	if err != nil {
		c.host.SetError("Cannot run the command: " + err.Error())
		return
	}
	c.runs = append(c.runs, running{cmd, d})
	c.host.SetMessage("Running: " + cmd)
	c.host.Work(func() {
		msg, failed, stopped := d.Wait()
		c.host.Post(func() {
			c.ended(d)
			switch {
			case stopped: // "Stopped" was said
			case failed:
				c.host.SetError(msg)
			default:
				c.host.SetMessage(msg)
			}
		})
	})
}

// running is a run command that has not ended yet.
type running struct {
	cmd string
	d   *proc.Detached
}

// ended drops d from the run commands still running.
func (c *Controller) ended(d *proc.Detached) {
	for i, r := range c.runs {
		if r.d == d {
			c.runs = append(c.runs[:i], c.runs[i+1:]...)
			return
		}
	}
}

// StopRuns stops the run commands still running, for esc or ctrl-c; it
// reports whether there was one.
func (c *Controller) StopRuns() bool {
	runs := c.runs
	c.runs = nil
	var stopped []string
	for _, r := range runs {
		if r.d.Stop() {
			stopped = append(stopped, r.cmd)
		}
	}
	if len(stopped) == 0 {
		return false
	}
	c.host.SetMessage("Stopped: " + strings.Join(stopped, "; "))
	return true
}
