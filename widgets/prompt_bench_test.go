package widgets

import (
	"fmt"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// BenchmarkPromptTyping types n characters into the prompt, drawing after
// each as tview does: the cost per character must not grow with n.
func BenchmarkPromptTyping(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprintf("chars=%d", n), func(b *testing.B) {
			s := tcell.NewSimulationScreen("UTF-8")
			s.Init()
			s.SetSize(120, 5)
			for b.Loop() {
				p := NewPrompt(tcell.StyleDefault, tcell.StyleDefault)
				p.SetRect(0, 0, 120, 1)
				p.Start("/", "search")
				h := p.InputHandler()
				for i := 0; i < n; i++ {
					h(tcell.NewEventKey(tcell.KeyRune, rune('a'+i%26), 0), func(p tview.Primitive) {})
					p.Draw(s)
				}
			}
		})
	}
}
