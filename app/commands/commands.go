// Package commands is the programs lwl runs on links: open's pages made
// by a command and their reload (R), run's detached commands, the > and !
// commands on the terminal, and the status words each ends with. It moves
// the pager through Host and imports neither app nor a screen.
package commands

// Host is the pager the commands report to: the status bar, and the ways
// work reaches the UI goroutine.
type Host interface {
	// SetMessage and SetError say something in the status bar.
	SetMessage(text string)
	SetError(text string)
	// Work runs fn in a goroutine; Post runs fn on the UI goroutine.
	Work(fn func())
	Post(fn func())
}

// Controller runs lwl's commands and owns what it knows of them: run's
// commands still running. Its methods are called on the UI goroutine.
type Controller struct {
	host Host
	runs []running // run's commands still running
}

// New is the controller of the commands host runs.
func New(host Host) *Controller { return &Controller{host: host} }
