package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
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

// FitPane is what a FitFlex knows of an item from the layout.
type FitPane struct {
	Size   int    // the cells the layout asks for, 0 when it gives none
	HasDoc bool   // the document is this item or inside it
	OneRow bool   // a one-row widget (status, title, prompt)
	Name   string // for the message when it is hidden: "the links pane"
}

// fitItem is one item of a FitFlex.
type fitItem struct {
	item       tview.Primitive
	pane       FitPane
	shrinkable bool // a sized pane beside the document
	fixed      int  // the cells build gave it (an unsized status bar: 1), 0 for a share
	least      int  // the fewest cells a shrunk pane is shown in
	size       int  // the size in force, -1 before the first fit
}

// FitFlex is a tview Flex built from a layout container that fits its
// sized panes to its rectangle before each draw.
type FitFlex struct {
	*tview.Flex
	columns bool
	items   []fitItem
	// hidden is told a pane's name when the pane becomes hidden.
	hidden func(name string)
}

// NewFitFlex is an empty FitFlex; hidden is told a pane's name when the
// pane becomes hidden.
func NewFitFlex(columns bool, hidden func(string)) *FitFlex {
	f := &FitFlex{Flex: tview.NewFlex(), columns: columns, hidden: hidden}
	if columns {
		f.SetDirection(tview.FlexColumn)
	} else {
		f.SetDirection(tview.FlexRow)
	}
	return f
}

// Add adds an item as Flex.AddItem does, remembering what fitting needs.
func (f *FitFlex) Add(item tview.Primitive, p FitPane, size, weight int, focus bool) {
	least := minPane
	if p.OneRow && !f.columns {
		least = 1
	}
	// p.Size, not size: an unsized status bar is given one row, which is
	// already the least it can have.
	shrinkable := p.Size > 0 && !p.HasDoc
	f.items = append(f.items, fitItem{item: item, pane: p, shrinkable: shrinkable,
		fixed: size, least: least, size: -1})
	f.AddItem(item, size, weight, focus)
}

// Draw implements tview.Primitive.
func (f *FitFlex) Draw(screen tcell.Screen) {
	f.fit()
	f.Flex.Draw(screen)
}

// fit sizes the shrinkable panes for the rectangle the container has now.
func (f *FitFlex) fit() {
	_, _, w, h := f.GetInnerRect()
	extent := h
	if f.columns {
		extent = w
	}
	hasDoc, fixed := false, 0
	var panes []int // indexes of shrinkable items
	for i, it := range f.items {
		hasDoc = hasDoc || it.pane.HasDoc
		switch {
		case it.shrinkable:
			panes = append(panes, i)
		case !it.pane.HasDoc:
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
			f.hidden(it.pane.Name)
		}
		it.size = sizes[k]
		f.ResizeItem(it.item, sizes[k], 0)
	}
}

// RestingSize is the size p has when nothing enlarged it (the `v`
// preview grows the status bar): the last fit's, else asked.
func (f *FitFlex) RestingSize(p tview.Primitive, asked int) int {
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
				total += items[i].pane.Size
			}
		}
		if total <= max(room, 0) {
			for k, i := range panes {
				if shown[k] {
					sizes[k] = items[i].pane.Size
				}
			}
			return sizes
		}
		ok := true
		for k := len(panes) - 1; k >= 0 && ok; k-- {
			if !shown[k] {
				continue
			}
			want := items[panes[k]].pane.Size
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

// Holds reports whether p is inside f, however deep.
func (f *FitFlex) Holds(p tview.Primitive) bool { return holds(f.Flex, p) }

func holds(f *tview.Flex, p tview.Primitive) bool {
	for i := 0; i < f.GetItemCount(); i++ {
		item := f.GetItem(i)
		if c, ok := item.(*Clipped); ok {
			item = c.Primitive
		}
		if item == p {
			return true
		}
		if sub, ok := item.(*FitFlex); ok && holds(sub.Flex, p) {
			return true
		}
	}
	return false
}
