package app

import (
	"cmp"
	"slices"

	"lwl/app/config"
)

// followSelected does to the selected link what Enter does (keys.yaml's
// ground binding of enter); when Enter does not act on links, the first
// follow or open binding in key order.
func (a *App) followSelected() {
	ground := a.opts.Keys["ground"]
	acts := map[string]bool{"follow": true, "open": true, "fork": true, "exec": true, "run": true}
	if b, ok := ground["enter"]; ok && acts[b.Action] {
		a.runGround(b)
		return
	}
	var keys []string
	for k, b := range ground {
		if b.Action == "follow" || b.Action == "open" {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		a.ui.status.SetMessage("No key follows links (bind one to follow COMMAND or open COMMAND in keys.yaml)")
		return
	}
	slices.SortFunc(keys, cmp.Compare)
	a.runGround(ground[keys[0]])
}

// runGround runs a ground binding.
func (a *App) runGround(b config.Binding) {
	if act, ok := groundActions.find(b.Action); ok {
		act.run(a, b.Arg, 0)
	}
}
