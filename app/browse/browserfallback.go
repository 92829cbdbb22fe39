package browse

import (
	"os"
	"os/exec"

	"lwl/app/browser"
	"lwl/app/links"
)

// When follow's program (bro) is not installed, Enter opens the link with
// the browser $BROWSER names, else the system's opener (app/browser). The
// browser gets the terminal while it runs (it may be a terminal browser);
// lwl comes back when it ends.

// BrowserFallback opens dest with the first browser that runs, says which,
// and reports whether one did; missing is the program that is not
// installed. Secure mode runs none.
func (c *Controller) BrowserFallback(missing, dest string) bool {
	if c.secure {
		return false
	}
	for _, b := range browser.Commands(links.ForCommand(dest), os.Getenv, exec.LookPath) {
		// exec would refuse it (E2BIG) and the next browser too: say why
		// rather than that none is installed.
		if p := links.ArgvProblem(b.Argv, os.Environ()); p != "" {
			c.host.SetError("Cannot run the command: " + p)
			return true
		}
		status, started := c.host.RunBrowser(b.Argv)
		if !started {
			continue
		}
		msg := missing + " is not installed: " + b.Desc + " for " + dest
		if status != "" {
			c.host.SetError(msg + ":" + status)
		} else {
			c.host.SetMessage(msg)
		}
		return true
	}
	return false
}
