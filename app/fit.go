package app

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/app/config"
)

// A layout gives panes fixed sizes (a 40-column links pane, a status bar
// of 10000 rows) that a small terminal may not have room for. Each
// container the document is in shrinks its sized panes, as the window
// requires, so the document keeps at least a third of the container; a
// pane that would be narrower than minPane is hidden instead, and the
// status bar says so. A one-row widget (status, title, prompt) that was
// given rows is still useful in one, so it shrinks down to one row.

// minPane is the fewest cells a shrunk pane is shown in.
const minPane = 10

// fitItem is one item of a fitFlex.
type fitItem struct {
	item       tview.Primitive
	node       *config.Node
	hasDoc     bool // the document is this item or inside it
	shrinkable bool // a sized pane beside the document
	fixed      int  // the cells build gave it (an unsized status bar: 1), 0 for a share
	least      int  // the fewest cells a shrunk pane is shown in
	size       int  // the size in force, -1 before the first fit
}

// fitFlex is a tview Flex built from a layout container that fits its
// sized panes to its rectangle before each draw.
type fitFlex struct {
	*tview.Flex
	columns bool
	items   []fitItem
	// hidden is told a pane's name when the pane becomes hidden.
	hidden func(name string)
}

func newFitFlex(columns bool, hidden func(string)) *fitFlex {
	f := &fitFlex{Flex: tview.NewFlex(), columns: columns, hidden: hidden}
	if columns {
		f.SetDirection(tview.FlexColumn)
	} else {
		f.SetDirection(tview.FlexRow)
	}
	return f
}

// add adds an item as build does, remembering what fit needs.
func (f *fitFlex) add(item tview.Primitive, n *config.Node, size, weight int, focus bool) {
	doc := hasDocument(n)
	least := minPane
	if config.OneRow(n.Widget) && !f.columns {
		least = 1
	}
	// n.Size, not size: an unsized status bar is given one row, which is
	// already the least it can have.
	shrinkable := n.Size > 0 && !doc
	f.items = append(f.items, fitItem{item: item, node: n, hasDoc: doc, shrinkable: shrinkable,
		fixed: size, least: least, size: -1})
	f.AddItem(item, size, weight, focus)
}

// Draw implements tview.Primitive.
func (f *fitFlex) Draw(screen tcell.Screen) {
	f.fit()
	f.Flex.Draw(screen)
}

// fit sizes the shrinkable panes for the rectangle the container has now.
func (f *fitFlex) fit() {
	_, _, w, h := f.GetInnerRect()
	extent := h
	if f.columns {
		extent = w
	}
	hasDoc, fixed := false, 0
	var panes []int // indexes of shrinkable items
	for i, it := range f.items {
		hasDoc = hasDoc || it.hasDoc
		switch {
		case it.shrinkable:
			panes = append(panes, i)
		case !it.hasDoc:
			fixed += it.fixed
		}
	}
	if !hasDoc || len(panes) == 0 {
		return
	}
	sizes := fitSizes(f.items, panes, extent-(extent+2)/3-fixed)
	for k, i := range panes {
		it := &f.items[i]
		if sizes[k] == it.size {
			continue
		}
		if sizes[k] == 0 && it.size != 0 && f.hidden != nil {
			f.hidden(paneName(it.node))
		}
		it.size = sizes[k]
		f.ResizeItem(it.item, sizes[k], 0)
	}
}

// restingSize is the size p has when nothing enlarged it (the `v`
// preview grows the status bar): the last fit's, else asked.
func (f *fitFlex) restingSize(p tview.Primitive, asked int) int {
	for _, it := range f.items {
		if it.item == p && it.shrinkable && it.size >= 0 {
			return it.size
		}
	}
	return asked
}

// fitSizes shares room among the panes in proportion to their sizes,
// never more than a pane asks for; a pane whose share is under its least
// (or its own size, if smaller) gets nothing and leaves its share to the
// others, the last of the panes first.
func fitSizes(items []fitItem, panes []int, room int) []int {
	sizes := make([]int, len(panes))
	shown := make([]bool, len(panes))
	for k := range shown {
		shown[k] = true
	}
	for {
		total := 0
		for k, i := range panes {
			if shown[k] {
				total += items[i].node.Size
			}
		}
		if total <= max(room, 0) {
			for k, i := range panes {
				if shown[k] {
					sizes[k] = items[i].node.Size
				}
			}
			return sizes
		}
		ok := true
		for k := len(panes) - 1; k >= 0 && ok; k-- {
			if !shown[k] {
				continue
			}
			want := items[panes[k]].node.Size
			sizes[k] = want * max(room, 0) / total
			if sizes[k] < min(items[panes[k]].least, want) {
				shown[k], sizes[k], ok = false, 0, false
			}
		}
		if ok {
			return sizes
		}
	}
}

// hasDocument reports whether n is the document or holds it.
func hasDocument(n *config.Node) bool {
	if n.Widget == "document" {
		return true
	}
	for _, c := range n.Children {
		if hasDocument(c) {
			return true
		}
	}
	return false
}

// paneName names a pane in a message: "the links pane".
func paneName(n *config.Node) string {
	var names []string
	var walk func(*config.Node)
	walk = func(n *config.Node) {
		if n.Widget != "" {
			names = append(names, n.Widget)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(n)
	return "the " + strings.Join(names, " and ") + " pane"
}
