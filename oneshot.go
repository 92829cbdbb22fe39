package main

import (
	"fmt"
	"os"

	"golang.org/x/term"

	"lwl/app"
	"lwl/app/config"
	"lwl/internal/quote"
	"lwl/widgets/doc"
)

// printOneScreen is -F: when the whole text fits on the terminal's first
// screen (its rows less one, as in less), it is printed as the pager would
// show it and printOneScreen reports true. A stream is read until it ends
// or overflows the screen; news wakes the wait as bytes arrive. Before it
// first waits, it calls beforeWait, which starts setting up the terminal
// the pager will likely need; squeeze is -s. It reports an error only after it took the
// screen's place.
func printOneScreen(src doc.Source, name string, news *streamNews, cfg *config.Config, squeeze bool, beforeWait func()) (bool, error) {
	width, height, err := term.GetSize(int(os.Stdout.Fd()))
	if err != nil {
		return false, nil // no size: let the pager cope
	}
	d := doc.New(src, doc.ParseOptions{HideBrackets: !cfg.Layout.Document.LinkBrackets,
		Links: app.DocumentLinks(cfg.Layout.Document.Links, name, src), Markers: cfg.Layout.Document.Markers})
	for {
		d.Refresh()
		s := app.NewOneScreen(d, cfg.Layout, cfg.Theme, width, height-1)
		if squeeze {
			s.SqueezeBlankLines()
		}
		if d.Complete() {
			if s.Overflows() {
				return false, nil
			}
			if _, err := s.Print(os.Stdout); err != nil {
				return true, err
			}
			// A corrupt archive printed up to where it broke must not
			// pass for a whole one.
			if st, ok := src.(*doc.StreamSource); ok && st.Err() != nil {
				return true, fmt.Errorf("%s: %w", quote.Name(name), st.Err())
			}
			return true, nil
		}
		if d.Size() >= doc.ReadAhead || s.Overflows() {
			return false, nil
		}
		beforeWait()
		<-news.wake
	}
}
