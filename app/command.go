package app

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"

	"lwl/app/links"
	"lwl/internal/proc"
)

// Commands run with /bin/sh -c and the selected link in the environment:
// LINK (resolved), LINK_TEXT, LWL_FILE. A destination never becomes part
// of the command's text, so nothing in it is ever interpreted by the shell.

// ExecRequest is a command that is to replace lwl once the screen is gone.
type ExecRequest struct {
	Command string
	Env     []string
	// KeepSession: the command goes on with lwl's session (follow), which
	// lwl must not release.
	KeepSession bool
}

// commandEnv is the process environment plus the link variables.
func (a *App) commandEnv() []string {
	link, text := "", ""
	if l, ok := a.ui.view.Document().Link(a.ui.view.SelectedLink()); ok {
		link = links.ForCommand(a.outgoingLink(l.Dest))
		text = a.ui.view.Document().LinkText(l.ID)
	}
	return links.CommandEnv(os.Environ(), link, text, a.filePath())
}

// fork runs cmd in the real terminal, then waits for a key and comes back
// to the same place. A signal that ends lwl meanwhile goes on to the
// command (see term.Signals), and lwl ends with it, without the wait.
func (a *App) fork(cmd string) {
	env, ok := a.commandReady(cmd)
	if !ok {
		return
	}
	if !a.life.cycle.BeginHandover() {
		return // a signal is ending lwl
	}
	var status string
	a.ui.tv.Suspend(func() { status = a.runHandedOver(cmd, env) })
	a.life.cycle.EndHandover()
	if sig := a.life.cycle.EndingSignal(); sig != 0 {
		a.life.cycle.WaitChildGone() // none of it outlives lwl
		a.forceEndLater(sig)
		a.Stop()
		return
	}
	if status != "" {
		a.ui.status.SetError(strings.TrimSpace(status))
	} else {
		a.showSelectedLink() // as before the command: the link is still selected
	}
}

// runHandedOver runs cmd while tcell has let go of the terminal, says how
// it ended and waits for a key, unless a signal is ending lwl.
func (a *App) runHandedOver(cmd string, env []string) string {
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		return " cannot open the terminal: " + err.Error()
	}
	defer tty.Close()
	status := runInTerminal(tty, cmd, env, a.life.cycle.SetChild)
	if a.life.cycle.EndingSignal() != 0 {
		return status
	}
	fmt.Fprintf(tty, "\r\n[process terminated]%s\r\n", status)
	a.life.term.UnreadInput(a.life.cycle.WaitForKey()) // keys typed after the one that resumes
	return status
}

// runInTerminal runs cmd with the terminal as its standard streams (also
// when lwl's own standard input is the document pipe); running gets the
// process while it runs, then nil. lwl ignores ctrl-c meanwhile, which
// goes to the command.
func runInTerminal(tty *os.File, cmd string, env []string, running func(*os.Process)) string {
	c := exec.Command("/bin/sh", "-c", cmd)
	c.Env = env
	c.Stdin, c.Stdout, c.Stderr = tty, tty, tty
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGQUIT)
	defer signal.Stop(sigs)
	err := c.Start()
	if err == nil {
		running(c.Process)
		err = c.Wait()
		running(nil)
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &exit):
		return " " + proc.ExitStatus(exit)
	default:
		return " " + err.Error()
	}
}

// execute ends lwl and has cmd replace it (see RunExec).
func (a *App) execute(cmd string) {
	env, ok := a.commandReady(cmd)
	if !ok {
		return
	}
	a.life.execAfter(&ExecRequest{Command: cmd, Env: env})
	a.Stop()
}

// ExecRequested is the command to run in lwl's place after Run returned,
// or nil.
func (a *App) ExecRequested() *ExecRequest { return a.life.execReq }

// RunExec replaces the process with the request's command. The screen must
// already be closed (Run has returned). Standard input is pointed at the
// terminal first, since lwl's may have been the document pipe.
func RunExec(r *ExecRequest) error {
	if tty, err := os.Open("/dev/tty"); err == nil {
		syscall.Dup2(int(tty.Fd()), 0)
		tty.Close()
	}
	signal.Reset()
	return syscall.Exec("/bin/sh", []string{"sh", "-c", r.Command}, r.Env)
}
