package app

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// run is the action `run COMMAND`: a command that needs no terminal (save
// a bookmark, copy the link) runs while lwl's screen stays, with no
// terminal at all: standard input is /dev/null, its output is collected,
// and it runs in a session of its own, so it cannot open /dev/tty and
// draw over the screen. When it ends, the first line of its output, or its
// exit status, becomes the message; no key press is asked for.
func (a *App) run(cmd string) {
	if a.linkUnusable() {
		return
	}
	env := a.commandEnv()
	if a.cannotRun(cmd, env) {
		return
	}
	a.status.SetMessage("Running: " + cmd)
	go func() {
		defer a.restoreOnPanic()
		msg, failed := runDetached(cmd, env)
		// A goroutine of lwl's own, not tcell's: it may wait for the UI.
		a.tv.QueueUpdateDraw(func() {
			if failed {
				a.status.SetError(msg)
			} else {
				a.status.SetMessage(msg)
			}
		})
	}()
}

// runOutputLimit is how much of a command's output is kept: the message
// shows one line of it.
const runOutputLimit = 4096

// runDetached runs cmd without a terminal and says how it went: the first
// non-blank line of its output (standard output, then standard error), its
// exit status when it failed or printed nothing.
func runDetached(cmd string, env []string) (msg string, failed bool) {
	c := exec.Command("/bin/sh", "-c", cmd)
	c.Env = env
	var out, errOut limitedBuffer
	c.Stdout, c.Stderr = &out, &errOut
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		c.Stdin = null
	}
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	// A program it starts in the background (a browser) keeps the output
	// pipes open: say how the command went once it ended, not when they
	// close, as open's commands do.
	c.WaitDelay = time.Second
	err := c.Run()
	if errors.Is(err, exec.ErrWaitDelay) {
		err = nil
	}
	line := firstLine(out.Bytes())
	if line == "" {
		line = firstLine(errOut.Bytes())
	}
	var exit *exec.ExitError
	switch {
	case err == nil && line != "":
		return line, false
	case err == nil:
		return "Done: exit status 0", false
	case errors.As(err, &exit):
		status := fmt.Sprintf("exit status %d", exit.ExitCode())
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			status = fmt.Sprintf("killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
		}
		if line != "" {
			return line + " (" + status + ")", true
		}
		return status, true
	default:
		return "Cannot run the command: " + err.Error(), true
	}
}

// firstLine is the first line of b with text on it, trimmed.
func firstLine(b []byte) string {
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// limitedBuffer keeps the first runOutputLimit bytes written to it and
// takes the rest without keeping it, so a chatty command neither fills
// memory nor blocks on a full pipe.
type limitedBuffer struct{ bytes.Buffer }

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := runOutputLimit - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}
