package app

import (
	"fmt"
	"os"
	"strings"

	"lwl/app/commands"
	"lwl/app/links"
)

// The commands on the selected link, as app/commands runs them: here is
// their environment, the terminal handed over to > and lwl's end for !.

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
	status := commands.RunInTerminal(tty, cmd, env, a.life.cycle.SetChild)
	if a.life.cycle.EndingSignal() != 0 {
		return status
	}
	fmt.Fprintf(tty, "\r\n[process terminated]%s\r\n", status)
	a.life.term.UnreadInput(a.life.cycle.WaitForKey()) // keys typed after the one that resumes
	return status
}

// execute ends lwl and has cmd replace it (see commands.RunExec).
func (a *App) execute(cmd string) {
	env, ok := a.commandReady(cmd)
	if !ok {
		return
	}
	a.life.execAfter(&commands.ExecRequest{Command: cmd, Env: env})
	a.Stop()
}

// ExecRequested is the command to run in lwl's place after Run returned,
// or nil.
func (a *App) ExecRequested() *commands.ExecRequest { return a.life.execReq }

// runShell is the action `run COMMAND` (see commands.Run).
func (a *App) runShell(cmd string) {
	if env, ok := a.commandReady(cmd); ok {
		a.life.commands.Run(cmd, env)
	}
}
