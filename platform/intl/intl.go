// Package intl is the host side of Intl: the CLDR data of its polyfills
// (intl.zip, made by go generate ./platform), collation and segmentation.
package intl

import (
	"archive/zip"
	"bytes"
	_ "embed"
	"encoding/json"
	"io"
	"strings"
	"sync"
	"time"
	_ "time/tzdata"
	"unicode" // zones for Intl where the system has no tz database

	"github.com/earshot/extensions/platform/kernel"
	"github.com/rivo/uniseg"
	"golang.org/x/text/cases"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// The host side of Intl (js/lazy/intl.js): the CLDR data of the FormatJS
// polyfills, a locale and kind at a time from dist/intl.zip; time zones
// from Go's tz data; Collator and the locale-sensitive case mappings from
// golang.org/x/text; the user's locale and zone.

// intlIndex is dist/intl.zip's index.json, read once per process.
type intlIndex struct {
	Languages      []string                     `json:"languages"`
	DefaultContent map[string][]string          `json:"defaultContent"`
	Zones          []string                     `json:"zones"`
	Locales        map[string]map[string]string `json:"locales"` // kind → locale → the locale it patches ("" whole)

	zip     *zip.Reader
	aliases map[string]string // de-DE → de: a language's default content
}

// intlZip is the CLDR data of the Intl polyfills, which go generate
// ./platform writes beside this file.
//
//go:embed intl.zip
var intlZip []byte

var intlData = sync.OnceValues(func() (*intlIndex, error) {
	b := intlZip
	z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, err
	}
	f, err := z.Open("index.json")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	x := &intlIndex{zip: z, aliases: map[string]string{}}
	if err := json.NewDecoder(f).Decode(x); err != nil {
		return nil, err
	}
	for lang, tags := range x.DefaultContent {
		for _, t := range tags {
			x.aliases[t] = lang
		}
	}
	return x, nil
})

// intlCache keeps the latest locale data served (whole, patches applied):
// every instance that formats asks for the same few.
var intlCache = struct {
	sync.Mutex
	m     map[string]string
	order []string
}{m: map[string]string{}}

const intlCacheSize = 32

// data returns the JSON data of locale for kind, its patches applied.
func (x *intlIndex) data(kind, locale string) (string, error) {
	key := kind + "/" + locale
	intlCache.Lock()
	s, ok := intlCache.m[key]
	intlCache.Unlock()
	if ok {
		return s, nil
	}
	base, ok := x.Locales[kind][locale]
	if !ok {
		return "", kernel.RangeError("Intl: no %s data for %s", kind, locale)
	}
	f, err := x.zip.Open(key + ".json")
	if err != nil {
		return "", err
	}
	b, err := io.ReadAll(f)
	f.Close()
	if err != nil {
		return "", err
	}
	if base != "" {
		whole, err := x.data(kind, base)
		if err != nil {
			return "", err
		}
		var doc, patch any
		if err := json.Unmarshal([]byte(whole), &doc); err != nil {
			return "", err
		}
		if err := json.Unmarshal(b, &patch); err != nil {
			return "", err
		}
		if b, err = json.Marshal(mergePatch(doc, patch)); err != nil {
			return "", err
		}
	}
	s = string(b)
	intlCache.Lock()
	if _, ok := intlCache.m[key]; !ok {
		if len(intlCache.order) >= intlCacheSize {
			delete(intlCache.m, intlCache.order[0])
			intlCache.order = intlCache.order[1:]
		}
		intlCache.m[key] = s
		intlCache.order = append(intlCache.order, key)
	}
	intlCache.Unlock()
	return s, nil
}

// mergePatch applies a JSON merge patch (RFC 7386) to doc.
func mergePatch(doc, patch any) any {
	p, ok := patch.(map[string]any)
	if !ok {
		return patch
	}
	d, ok := doc.(map[string]any)
	if !ok {
		d = map[string]any{}
	}
	for k, v := range p {
		if v == nil {
			delete(d, k)
		} else {
			d[k] = mergePatch(d[k], v)
		}
	}
	return d
}

// candidates lists, most preferred first, the tags a requested locale may
// resolve to: itself, its likely script and region (zh-TW is zh-Hant-TW),
// and their parents.
func candidates(tag string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(t string) {
		for t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
			i := strings.LastIndexByte(t, '-')
			if i < 0 {
				break
			}
			t = t[:i]
		}
	}
	add(tag)
	if t, err := language.Parse(tag); err == nil {
		base, _ := t.Base()
		script, _ := t.Script()
		region, _ := t.Region()
		add(base.String() + "-" + script.String() + "-" + region.String())
	}
	return out
}

// opIntlLocales: for each requested tag, the tags of its candidates the
// host has data for, per kind, each with the data locale it loads.
func opIntlLocales(_ *kernel.Instance, a struct{ Tags []string }, _ []byte) kernel.Reply {
	x, err := intlData()
	if err != nil {
		return kernel.Reply{Err: err}
	}
	out := map[string][][2]string{}
	for kind, have := range x.Locales {
		var pairs [][2]string
		for _, tag := range a.Tags {
			for _, c := range candidates(tag) {
				if _, ok := have[c]; ok {
					pairs = append(pairs, [2]string{c, c})
				} else if lang, ok := x.aliases[c]; ok {
					if _, ok := have[lang]; ok {
						pairs = append(pairs, [2]string{c, lang})
					}
				}
			}
		}
		out[kind] = pairs
	}
	return kernel.Reply{Value: out}
}

func opIntlData(_ *kernel.Instance, a struct{ Kind, Locale string }, _ []byte) kernel.Reply {
	x, err := intlData()
	if err != nil {
		return kernel.Reply{Err: err}
	}
	s, err := x.data(a.Kind, a.Locale)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Text: s, IsText: true}
}

// opIntlEnv: the user's locale and zone, and the zones there are.
func opIntlEnv(i *kernel.Instance, _ struct{}, _ []byte) kernel.Reply {
	x, err := intlData()
	if err != nil {
		return kernel.Reply{Err: err}
	}
	get := func(k string) string {
		v, _ := i.UserEnv(k)
		return v
	}
	return kernel.Reply{Value: map[string]any{
		"locale":   localeFromEnv(get),
		"timeZone": kernel.ZoneFromEnv(get("TZ")),
		"zones":    x.Zones,
	}}
}

// localeFromEnv is the user's locale as a BCP 47 tag, from LC_ALL,
// LC_MESSAGES or LANG, in that order, as ICU (and so Node) reads them:
// de_DE.UTF-8 is de-DE; C, POSIX or nothing is en-US.
func localeFromEnv(get func(string) string) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := get(k)
		if v == "" {
			continue
		}
		if i := strings.IndexAny(v, ".@"); i >= 0 {
			v = v[:i]
		}
		if v == "C" || v == "POSIX" || v == "" {
			return "en-US"
		}
		t, err := language.Parse(strings.ReplaceAll(v, "_", "-"))
		if err != nil {
			return "en-US"
		}
		return t.String()
	}
	return "en-US"
}

// opIntlZone: a zone's periods, as the DateTimeFormat polyfill keeps
// them: [start (seconds since 1970; null for the first), abbreviation,
// offset (seconds), daylight saving time], up to 2100.
func opIntlZone(_ *kernel.Instance, a struct{ Name string }, _ []byte) kernel.Reply {
	loc, err := time.LoadLocation(a.Name)
	if err != nil || a.Name == "Local" || a.Name == "" {
		return kernel.Reply{Err: kernel.RangeError("Invalid time zone specified: %s", a.Name)}
	}
	end := time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)
	rows := [][4]any{}
	t := time.Date(1800, 1, 1, 0, 0, 0, 0, loc)
	for {
		start, next := t.ZoneBounds()
		name, offset := t.Zone()
		var from any
		if !start.IsZero() {
			from = start.Unix()
		}
		rows = append(rows, [4]any{from, name, offset, t.IsDST()})
		if next.IsZero() || !next.Before(end) || len(rows) > 2000 {
			break
		}
		t = next
	}
	return kernel.Reply{Value: rows}
}

// intlCollators are an instance's collators, by their settings.
type intlCollators map[string]*collate.Collator

var (
	// collatorTags are the locales with a collation of their own (not
	// their variants, such as de-u-co-phonebk: no collation is chosen).
	collatorTags = sync.OnceValue(func() []language.Tag {
		var out []language.Tag
		for _, t := range collate.Supported() {
			if !strings.Contains(t.String(), "-u-") {
				out = append(out, t)
			}
		}
		return out
	})
	collatorLocales = sync.OnceValue(func() language.Matcher { return language.NewMatcher(collatorTags()) })
)

// opIntlCollator resolves a Collator's locale and options (ECMA-402's
// defaults; options in the tag's -u- extension count when the options do
// not say) and returns them, with the id of the collator that has them.
func opIntlCollator(i *kernel.Instance, a struct {
	Locales                    []string
	DefaultLocale              string
	Usage, Collation           string
	Numeric, IgnorePunctuation *bool
	CaseFirst, Sensitivity     *string
}, _ []byte) kernel.Reply {
	requested := append(a.Locales, a.DefaultLocale, "en-US")
	var tag language.Tag
	var ext language.Tag
	for _, l := range requested {
		t, err := language.Parse(l)
		if err != nil {
			continue
		}
		_, idx, conf := collatorLocales().Match(t)
		if conf == language.No {
			continue
		}
		sup := collatorTags()[idx]
		// The collation's locale, as ICU names it: the supported tag
		// ("de" for de-DE), or the requested one when they are the same.
		base, _ := t.Base()
		if sb, _ := sup.Base(); sb != base {
			continue
		}
		tag, ext = sup, t
		break
	}
	if tag == (language.Tag{}) {
		tag, _ = language.Parse("en")
		ext = tag
	}
	// -u-kn and -u-kn-true are numeric; -u-kf-upper and -lower set caseFirst.
	kn, hasKn := ext.TypeForKey("kn"), strings.Contains(ext.String(), "-kn")
	numeric := hasKn && kn != "false"
	caseFirst := "false"
	if kf := ext.TypeForKey("kf"); kf == "upper" || kf == "lower" {
		caseFirst = kf
	}
	resolved := tag.String()
	var keys []string
	if a.Numeric != nil {
		numeric = *a.Numeric
	} else if hasKn {
		keys = append(keys, "kn")
	}
	if a.CaseFirst != nil {
		caseFirst = *a.CaseFirst
	} else if ext.TypeForKey("kf") == caseFirst && caseFirst != "false" {
		keys = append(keys, "kf-"+caseFirst)
	}
	for _, k := range keys {
		if k == "kn" {
			if numeric {
				resolved += "-u-kn"
			} else {
				resolved += "-u-kn-false"
			}
		} else {
			if strings.Contains(resolved, "-u-") {
				resolved += "-" + k
			} else {
				resolved += "-u-" + k
			}
		}
	}
	sensitivity := "variant"
	if a.Sensitivity != nil {
		sensitivity = *a.Sensitivity
	}
	ignorePunctuation := false
	if a.IgnorePunctuation != nil {
		ignorePunctuation = *a.IgnorePunctuation
	}
	usage := a.Usage
	if usage == "" {
		usage = "sort"
	}

	// The collator: the locale's tailoring and these settings, as -u- keys.
	keyed := tag
	set := func(k, v string) {
		if t, err := keyed.SetTypeForKey(k, v); err == nil {
			keyed = t
		}
	}
	switch sensitivity {
	case "base":
		set("ks", "level1")
	case "accent":
		set("ks", "level2")
	case "case":
		set("ks", "level1")
		set("kc", "true")
	}
	if numeric {
		set("kn", "true")
	}
	if ignorePunctuation {
		set("ka", "shifted")
	}
	id := keyed.String()
	if _, err := collator(i, id); err != nil {
		return kernel.Reply{Err: err}
	}
	return kernel.Reply{Value: map[string]any{
		"id": id, "locale": resolved, "usage": usage, "sensitivity": sensitivity,
		"ignorePunctuation": ignorePunctuation, "collation": "default", "numeric": numeric, "caseFirst": caseFirst,
	}}
}

// intlState is an instance's Intl.Collators, by their settings.
type intlState struct {
	mu        sync.Mutex
	collators intlCollators
}

// maxCollators bounds the collators one instance keeps (one per locale and
// settings an extension compares with).
const maxCollators = 256

func collator(i *kernel.Instance, id string) (*collate.Collator, error) {
	st := kernel.Local[intlState](i)
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.collators == nil {
		st.collators = intlCollators{}
	}
	if c, ok := st.collators[id]; ok {
		return c, nil
	}
	t, err := language.Parse(id)
	if err != nil {
		return nil, kernel.RangeError("Intl.Collator: %v", err)
	}
	if len(st.collators) >= maxCollators {
		clear(st.collators)
	}
	c := collate.New(t, collate.OptionsFromTag(t))
	st.collators[id] = c
	return c, nil
}

// opIntlCollate returns the sort key of a string: JavaScript compares keys
// (kept per string) instead of asking the host for every comparison. The
// key's bytes are the string's characters (U+0000 to U+00FF), so that
// comparing the strings compares the keys.
func opIntlCollate(i *kernel.Instance, a struct{ ID, S string }, _ []byte) kernel.Reply {
	c, err := collator(i, a.ID)
	if err != nil {
		return kernel.Reply{Err: err}
	}
	var buf collate.Buffer
	key := c.KeyFromString(&buf, a.S)
	r := make([]rune, len(key))
	for j, b := range key {
		r[j] = rune(b)
	}
	return kernel.Reply{Value: string(r)}
}

func opIntlCollatorSupported(_ *kernel.Instance, a struct{ Locales []string }, _ []byte) kernel.Reply {
	out := []string{}
	for _, l := range a.Locales {
		t, err := language.Parse(l)
		if err != nil {
			continue
		}
		if _, _, conf := collatorLocales().Match(t); conf != language.No {
			out = append(out, l)
		}
	}
	return kernel.Reply{Value: out}
}

// opIntlCase maps a string to upper or lower case by a language's rules
// (tr, az, lt: the others use Unicode's, in JavaScript).
func opIntlCase(_ *kernel.Instance, a struct {
	Lang  string
	Upper bool
	S     string
}, _ []byte) kernel.Reply {
	t, err := language.Parse(a.Lang)
	if err != nil {
		return kernel.Reply{Err: kernel.RangeError("Incorrect locale information provided")}
	}
	if a.Upper {
		return kernel.Reply{Value: cases.Upper(t).String(a.S)}
	}
	return kernel.Reply{Value: cases.Lower(t).String(a.S)}
}

// opIntlSegment splits a string into graphemes, words or sentences by
// Unicode's rules (UAX #29, github.com/rivo/uniseg): the segments'
// boundaries as UTF-16 offsets, as JavaScript counts, and for words which
// are words (letters, digits, ideographs) rather than spaces or
// punctuation.
func opIntlSegment(_ *kernel.Instance, a struct{ Granularity, S string }, _ []byte) kernel.Reply {
	bounds := []int{0}
	var wordLike []bool
	at := 0
	rest := a.S
	state := -1
	for rest != "" {
		var seg string
		switch a.Granularity {
		case "word":
			seg, rest, state = uniseg.FirstWordInString(rest, state)
		case "sentence":
			seg, rest, state = uniseg.FirstSentenceInString(rest, state)
		default:
			seg, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
		}
		like := false
		for _, r := range seg {
			at++
			if r >= 0x10000 {
				at++
			}
			if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.No, r) {
				like = true
			}
		}
		bounds = append(bounds, at)
		if a.Granularity == "word" {
			wordLike = append(wordLike, like)
		}
	}
	return kernel.Reply{Value: map[string]any{"bounds": bounds, "wordLike": wordLike}}
}

// intlOps are the operations of this file.
func Ops() []*kernel.Op {
	return []*kernel.Op{
		kernel.Def(kernel.Op{Name: "intl.segment", Limits: "-", Test: "TestIntl"}, opIntlSegment),
		kernel.Def(kernel.Op{Name: "intl.env", Limits: "-", Test: "TestIntl"}, opIntlEnv),
		kernel.Def(kernel.Op{Name: "intl.locales", Limits: "-", Test: "TestIntl"}, opIntlLocales),
		kernel.Def(kernel.Op{Name: "intl.data", Limits: "one locale's data (at most a few hundred kB)", Test: "TestIntl"}, opIntlData),
		kernel.Def(kernel.Op{Name: "intl.zone", Limits: "a zone's periods to 2100", Test: "TestIntl"}, opIntlZone),
		kernel.Def(kernel.Op{Name: "intl.collator", Limits: "256 collators per instance", Test: "TestIntl"}, opIntlCollator),
		kernel.Def(kernel.Op{Name: "intl.collate", Limits: "-", Test: "TestIntl"}, opIntlCollate),
		kernel.Def(kernel.Op{Name: "intl.collator.supported", Limits: "-", Test: "TestIntl"}, opIntlCollatorSupported),
		kernel.Def(kernel.Op{Name: "intl.case", Limits: "-", Test: "TestIntl"}, opIntlCase),
	}
}
