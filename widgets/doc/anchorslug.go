package doc

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// slugCounter numbers repeated slugs as GitHub does (title, title-1,
// title-2), counting only the slugs the fragment could be, so that a
// document with millions of headings costs no memory.
type slugCounter struct {
	ids   []string
	bases []string // the slug each id is a repeat of, and how many repeats
	want  []int
	seen  []int
}

func newSlugCounter(ids []string) slugCounter {
	c := slugCounter{}
	for _, id := range ids {
		lower := strings.ToLower(id)
		c.add(lower, 0)
		if i := strings.LastIndexByte(lower, '-'); i > 0 {
			if n, err := strconv.Atoi(lower[i+1:]); err == nil && n > 0 && lower[i+1] != '0' {
				c.add(lower[:i], n)
			}
		}
	}
	return c
}

func (c *slugCounter) add(base string, repeat int) {
	c.bases = append(c.bases, base)
	c.want = append(c.want, repeat)
	c.seen = append(c.seen, 0)
}

// next counts a heading's slug and reports whether this heading is the
// fragment's.
func (c *slugCounter) next(s string) bool {
	hit := false
	for i, base := range c.bases {
		if s == base {
			if c.seen[i] == c.want[i] {
				hit = true
			}
			c.seen[i]++
		}
	}
	return hit
}

func decodeRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }
