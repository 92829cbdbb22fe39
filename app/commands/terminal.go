package commands

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"lwl/internal/proc"
)

// Commands run with /bin/sh -c and the selected link in the environment:
// LINK (resolved), LINK_TEXT, LWL_FILE. A destination never becomes part
// of the command's text, so nothing in it is ever interpreted by the shell.

// RunInTerminal runs cmd (>) with the terminal as its standard streams
// (also when lwl's own standard input is the document pipe) and says how
// it ended: "" when it succeeded, else its exit status or error after a
// space. running gets the process while it runs, then nil. lwl ignores
// ctrl-c meanwhile, which goes to the command.
func RunInTerminal(tty *os.File, cmd string, env []string, running func(*os.Process)) string {
	c := exec.Command("/bin/sh", "-c", cmd)
	c.Env = env
	status, _ := RunOnTerminal(tty, c, running)
	return status
}

// RunOnTerminal runs c as RunInTerminal runs a command, and says too
// whether it started (a browser that did not is followed by the next).
func RunOnTerminal(tty *os.File, c *exec.Cmd, running func(*os.Process)) (status string, started bool) {
	c.Stdin, c.Stdout, c.Stderr = tty, tty, tty
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGQUIT)
	defer signal.Stop(sigs)
	err := c.Start()
	if err == nil {
		started = true
		running(c.Process)
		err = c.Wait()
		running(nil)
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return "", started
	case errors.As(err, &exit):
		return " " + proc.ExitStatus(exit), started
	default:
		return " " + err.Error(), started
	}
}

// ExecRequest is a command (!) that is to replace lwl once the screen is
// gone.
type ExecRequest struct {
	Command string
	Env     []string
	// KeepSession: the command goes on with lwl's session (follow), which
	// lwl must not release.
	KeepSession bool
}

// RunExec replaces the process with the request's command. The screen must
// already be closed. Standard input is pointed at the terminal first, since
// lwl's may have been the document pipe.
func RunExec(r *ExecRequest) error {
	if tty, err := os.Open("/dev/tty"); err == nil {
		syscall.Dup2(int(tty.Fd()), 0)
		tty.Close()
	}
	signal.Reset()
	return syscall.Exec("/bin/sh", []string{"sh", "-c", r.Command}, r.Env)
}
