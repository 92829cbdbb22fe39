package app

import (
	"fmt"
	"strings"

	"lwl/app/links"
	"lwl/widgets/doc"
)

// Secure mode (--secure, or LWL_SECURE or less's LESSSECURE set) turns off
// everything that runs a program, opens another file or writes one: >, !,
// fork and exec bindings, Enter on a web link, local links to other files,
// :e, the search history file, reading compressed files decoded and
// LESSOPEN. Each refused action says so.

// secureMessage is what a refused action says.
const secureMessage = "disabled in secure mode"

// openOptions are how lwl reads a file it opens: compressed files decoded,
// except in secure mode, which shows the bytes as they are.
func (a *App) openOptions() doc.OpenOptions { return doc.OpenOptions{Decompress: !a.opts.Secure} }

// refuseSecure reports whether what is refused, saying so in the status.
func (a *App) refuseSecure(what string) bool {
	if !a.opts.Secure {
		return false
	}
	a.ui.status.SetError(fmt.Sprintf("%s: %s", what, secureMessage))
	return true
}

// promptChecked opens a prompt; the prompts that run a command are refused
// in secure mode.
func (a *App) promptChecked(kind string) {
	switch kind {
	case "fork", "exec":
		if a.refuseSecure("running a command") {
			return
		}
	case "edit":
		if a.refuseSecure(":e") {
			return
		}
	case "save":
		if !a.less.files.CanSave() {
			return
		}
	}
	a.openPromptFor(kind)
}

// followChecked is Enter on a link. In secure mode only what stays in the
// document on screen or inside lwl is followed: a section of it, or a
// document shipped in lwl; a web link says where it leads instead, and a
// link to another file is refused.
func (a *App) followChecked(browser string) {
	if !a.opts.Secure {
		a.follow(browser)
		return
	}
	l, selected, onScreen := a.input.chosen.Selected()
	if !selected || !onScreen || l.Dest == "" {
		a.follow(browser) // says why nothing is followed
		return
	}
	if _, ok := a.sameDocument(l.Dest); ok {
		a.follow(browser) // a section of this document
		return
	}
	dest := a.resolve(l.Dest)
	if strings.HasPrefix(dest, links.EmbeddedScheme+":") {
		a.follow(browser)
		return
	}
	if p, _, ok := a.localPath(dest); ok {
		a.ui.status.SetError("opening " + p + ": " + secureMessage)
		return
	}
	a.ui.status.SetError("following links: " + secureMessage + " (" + dest + ")")
}
