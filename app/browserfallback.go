package app

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"lwl/app/browser"
	"lwl/app/links"
)

// When follow's program (bro) is not installed, Enter opens the link with
// the browser $BROWSER names, else the system's opener (app/browser). The
// browser gets the terminal while it runs (it may be a terminal browser);
// lwl comes back when it ends.

// browserFallback opens dest with the first browser that runs, says which,
// and reports whether one did. Secure mode runs none.
func (a *App) browserFallback(missing, dest string) bool {
	if a.opts.Secure {
		return false
	}
	for _, c := range browser.Commands(links.ForCommand(dest), os.Getenv, exec.LookPath) {
		// exec would refuse it (E2BIG) and the next browser too: say why
		// rather than that none is installed.
		if p := links.ArgvProblem(c.Argv, os.Environ()); p != "" {
			a.ui.status.SetError("Cannot run the command: " + p)
			return true
		}
		status, started := a.runBrowser(c.Argv)
		if !started {
			continue
		}
		msg := missing + " is not installed: " + c.Desc + " for " + dest
		if status != "" {
			a.ui.status.SetError(msg + ":" + status)
		} else {
			a.ui.status.SetMessage(msg)
		}
		return true
	}
	return false
}

// runBrowser runs argv on the terminal, without a shell, and says how it
// ended; started is false when it could not start at all.
func (a *App) runBrowser(argv []string) (status string, started bool) {
	if !a.life.cycle.BeginHandover() {
		return "", true // a signal is ending lwl
	}
	a.ui.tv.Suspend(func() {
		tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
		if err != nil {
			status = " cannot open the terminal: " + err.Error()
			return
		}
		defer tty.Close()
		c := exec.Command(argv[0], argv[1:]...)
		c.Stdin, c.Stdout, c.Stderr = tty, tty, tty
		sigs := make(chan os.Signal, 1) // ctrl-c goes to the browser, not to lwl
		signal.Notify(sigs, syscall.SIGINT, syscall.SIGQUIT)
		defer signal.Stop(sigs)
		if err := c.Start(); err != nil {
			return
		}
		started = true
		a.life.cycle.SetChild(c.Process)
		err = c.Wait()
		a.life.cycle.SetChild(nil)
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			status = " " + exit.String()
		} else if err != nil {
			status = " " + err.Error()
		}
	})
	a.life.cycle.EndHandover()
	if sig := a.life.cycle.EndingSignal(); sig != 0 {
		a.life.cycle.WaitChildGone()
		a.forceEndLater(sig)
		a.Stop()
	}
	return status, started
}
