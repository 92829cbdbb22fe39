package app

import (
	"fmt"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/app/search"
	"lwl/widgets/doc"
)

// less's - command: - and an option's letter toggles it while viewing, and
// the status bar says the new state in less's words. S chops long lines
// (wrap: none) or folds them again, N shows line numbers, i and I set how
// searches treat case.

// optionKey is -: the next key names the option to toggle.
func (a *App) optionKey() {
	a.await("toggle option: S chop long lines, N line numbers, i ignore case, I ignore case always", func(ev *tcell.EventKey) {
		if abandoned(ev) {
			return
		}
		r := ev.Rune()
		if ev.Key() != tcell.KeyRune {
			r = 0
		}
		switch r {
		case 'S':
			a.toggleChop()
		case 'N':
			a.toggleLineNumbers()
		case 'i', 'I':
			a.toggleCase(r == 'I')
		default:
			a.ui.status.SetError(fmt.Sprintf("No option -%s to toggle (S, N, i, I)", config.EventName(ev)))
		}
	})
}

// documentWrap is how the user's documents wrap: the layout's mode, or
// what -S chose since.
func (a *App) documentWrap() doc.WrapMode {
	if a.less.wrapToggled {
		return a.less.wrap
	}
	return a.opts.Layout.Document.Wrap
}

// toggleChop is -S: chop long lines (wrap: none), or fold them again as the
// layout says (hard when the layout chops).
func (a *App) toggleChop() {
	m := doc.WrapNone
	if a.documentWrap() == doc.WrapNone {
		m = a.opts.Layout.Document.Wrap
		if m == doc.WrapNone {
			m = doc.WrapHard
		}
	}
	a.less.wrapAs(m)
	a.syncWrap()
	if m == doc.WrapNone {
		a.ui.status.SetMessage("Chop long lines")
	} else {
		a.ui.status.SetMessage("Fold long lines")
	}
}

// toggleLineNumbers is -N.
func (a *App) toggleLineNumbers() {
	on := !a.ui.view.Options().LineNumbers
	a.ui.view.SetLineNumbers(on)
	if on {
		a.ui.status.SetMessage("Use line numbers")
	} else {
		a.ui.status.SetMessage("Don't use line numbers")
	}
}

// toggleCase is -i (always false) and -I (always true), as less flips
// them: -i turns smart case on, or off when it is on; -I turns ignoring
// case always on, or off when it is on. The next search uses the rule.
func (a *App) toggleCase(always bool) {
	c := a.less.caseRule
	switch {
	case always && c == search.IgnoreCase, !always && c == search.SmartCase:
		c = search.CaseSensitive
	case always:
		c = search.IgnoreCase
	default:
		c = search.SmartCase
	}
	a.less.useCase(c)
	switch c {
	case search.SmartCase:
		a.ui.status.SetMessage("Ignore case in searches (unless the pattern has upper case)")
	case search.IgnoreCase:
		a.ui.status.SetMessage("Ignore case in searches and in patterns")
	default:
		a.ui.status.SetMessage("Case is significant in searches")
	}
}
