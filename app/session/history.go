package session

import (
	"errors"
	"os"
	"path/filepath"

	"lwl/internal/quote"
)

// Push adds p after the current page, as a browser does: the pages ahead
// of the current one (left by Back) are dropped, and beyond MaxPages the
// oldest. p becomes the current page.
func (s *Session) Push(p Page) error {
	if s == nil {
		return nil
	}
	p.Name, p.File, p.URL, p.Title = cutField(p.Name), cutField(p.File), cutField(p.URL), cutField(p.Title)
	p.Text, p.TextSize = "", 0
	return s.change(func(ix *index) error {
		if len(ix.Pages) > 0 {
			s.dropTexts(ix.Pages[ix.Cur+1:])
			ix.Pages = ix.Pages[:ix.Cur+1]
		}
		ix.Pages = append(ix.Pages, p)
		if over := len(ix.Pages) - MaxPages; over > 0 {
			s.dropTexts(ix.Pages[:over])
			ix.Pages = ix.Pages[over:]
		}
		ix.Cur = len(ix.Pages) - 1
		return nil
	})
}

// cutField bounds a field as stored; a path or URL that long is not one a
// page can be shown from again anyway.
func cutField(s string) string { return quote.Cut(s, maxField) }

// UpdatePlace records where the current page is looked at.
func (s *Session) UpdatePlace(pl Place) error {
	if s == nil {
		return nil
	}
	return s.change(func(ix *index) error {
		if len(ix.Pages) == 0 {
			return nil
		}
		ix.Pages[ix.Cur].Place = pl
		return nil
	})
}

// Current is the page the history is at.
func (s *Session) Current() (Visit, error) {
	if s == nil {
		return Visit{}, ErrNoPage
	}
	ix, err := s.read()
	if err != nil {
		return Visit{}, err
	}
	if len(ix.Pages) == 0 {
		return Visit{}, ErrNoPage
	}
	return s.visit(ix, ix.Cur), nil
}

// Back moves to the nearest earlier page whose text is still there.
func (s *Session) Back() (Visit, error) { return s.step(-1) }

// Forward moves to the nearest later page whose text is still there.
func (s *Session) Forward() (Visit, error) { return s.step(+1) }

func (s *Session) step(dir int) (Visit, error) {
	if s == nil {
		return Visit{}, ErrNoPage
	}
	var v Visit
	err := s.change(func(ix *index) error {
		for i := ix.Cur + dir; i >= 0 && i < len(ix.Pages); i += dir {
			if v = s.visit(*ix, i); v.Source != "" {
				ix.Cur = i
				v.Current = true
				return nil
			}
		}
		return ErrNoPage
	})
	return v, err
}

// Go moves to the page of index i (a Visit's Index, from List).
func (s *Session) Go(i int) (Visit, error) {
	if s == nil {
		return Visit{}, ErrNoPage
	}
	var v Visit
	err := s.change(func(ix *index) error {
		if i < 0 || i >= len(ix.Pages) {
			return ErrNoPage
		}
		if v = s.visit(*ix, i); v.Source == "" {
			return errors.New("that page's text is no longer kept")
		}
		ix.Cur = i
		v.Current = true
		return nil
	})
	return v, err
}

// List is the session's pages, newest first.
func (s *Session) List() ([]Visit, error) {
	if s == nil {
		return nil, nil
	}
	ix, err := s.read()
	if err != nil {
		return nil, err
	}
	out := make([]Visit, 0, len(ix.Pages))
	for i := len(ix.Pages) - 1; i >= 0; i-- {
		out = append(out, s.visit(ix, i))
	}
	return out, nil
}

// visit is page i as a Visit; a stored copy counts only when it is a
// regular file (never a link out of the folder).
func (s *Session) visit(ix index, i int) Visit {
	p := ix.Pages[i]
	v := Visit{Page: p, Index: i, Current: i == ix.Cur, Source: p.File}
	if p.File == "" {
		v.Source = ""
		if p.Text != "" {
			path := filepath.Join(s.dir, p.Text)
			if st, err := os.Lstat(path); err == nil && st.Mode().IsRegular() {
				v.Source = path
			}
		}
	}
	return v
}

// dropTexts removes the stored texts of pages.
func (s *Session) dropTexts(pages []Page) {
	for i := range pages {
		if pages[i].Text != "" {
			os.Remove(filepath.Join(s.dir, pages[i].Text))
			pages[i].Text, pages[i].TextSize = "", 0
		}
	}
}
