package proc

import (
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Piped is a command whose standard output is a pipe lwl reads as it
// comes (open's, LESSOPEN's), and whose standard error is kept, a little
// of it, for the message when it fails.
type Piped struct {
	// Out is the read end of its standard output; the reader closes it.
	Out *os.File

	cmd     *exec.Cmd
	stderr  LimitedBuffer // read once exited is closed
	exitErr error         // c.Wait's, set before exited is closed
	exited  chan struct{}
	kill    sync.Once
}

// StartPiped starts cmd with env.
func StartPiped(cmd string, env []string) (*Piped, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("cannot make a pipe: %w", err)
	}
	p := &Piped{Out: r, cmd: command(cmd, env), exited: make(chan struct{})}
	p.cmd.Stdout, p.cmd.Stderr = w, &p.stderr
	if null := nullInput(p.cmd); null != nil {
		defer null.Close()
	}
	// A child that keeps standard error open does not hold up Wait.
	p.cmd.WaitDelay = time.Second
	if err := p.cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, err
	}
	w.Close() // the child's now: the output ends when its last writer does
	go func() {
		p.exitErr = p.cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// Exited is closed once the command ended.
func (p *Piped) Exited() <-chan struct{} { return p.exited }

// Err is how the command ended (exec.Cmd.Wait's); call it once Exited is
// closed.
func (p *Piped) Err() error { return p.exitErr }

// Stderr is the start of its standard error; call it once Exited is
// closed.
func (p *Piped) Stderr() []byte { return p.stderr.Bytes() }

// Pid is the command's process id, also its process group's.
func (p *Piped) Pid() int { return p.cmd.Process.Pid }

// Running reports whether the command has not ended yet.
func (p *Piped) Running() bool {
	select {
	case <-p.exited:
		return false
	default:
		return true
	}
}

// Kill kills the command and everything it started (its process group),
// if it still runs.
func (p *Piped) Kill() {
	p.kill.Do(func() {
		if p.Running() {
			syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL) // the group Setsid made
		}
	})
}
