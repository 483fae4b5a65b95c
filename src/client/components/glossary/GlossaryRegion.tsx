import { Box, Button, Collapse, Group, Popover, Stack, Switch, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTermMatcher } from '../../../shared/glossary/match-terms';
import type { GlossaryTerm } from '../../../shared/glossary/schemas';
import { useGlossary } from '../../lib/glossary/get-glossary';
import { GlossaryCard } from './GlossaryCard';
import { underlineRanges } from './term-highlight';

/** A term found in the region's text, with where it is. */
interface FoundRange {
  range: Range;
  term: GlossaryTerm;
}

/**
 * What the glossary card shows, and where (the selected text's or the tapped term's box): a tapped
 * term, or a selected phrase looked up when the card renders (the glossary may still be loading).
 */
interface Shown {
  term?: GlossaryTerm;
  phrase: string;
  rect: { left: number; top: number; width: number; height: number };
}

/** The longest selection looked up (a term, not a paragraph). */
const MAX_PHRASE = 60;

/** Text nodes of `root` a nurse reads: not in form fields, nor in what the region itself adds. */
function readableTextNodes(root: HTMLElement): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('textarea, input, script, style, [data-glossary-skip]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function contains(rect: DOMRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

/**
 * The glossary on an item (issue 29 item 3): in Tutor mode, review and study — never in Timed or
 * NCLEX-like mode, where `enabled` is false and `children` are shown as they are. Selecting a term
 * in the item (its stem, options or rationale) shows its plain-English definition, its translation
 * into the interface language and its source; "Underline glossary terms" (kept on this browser)
 * underlines every term found, and tapping one shows it; "Glossary terms in this item" lists them
 * for keyboard and screen-reader users.
 */
export function GlossaryRegion({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  if (!enabled) return <>{children}</>;
  return <ActiveGlossaryRegion>{children}</ActiveGlossaryRegion>;
}

function ActiveGlossaryRegion({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const glossary = useGlossary();
  const terms = glossary.data?.terms;
  const matcher = useMemo(() => createTermMatcher(terms ?? []), [terms]);
  const regionRef = useRef<HTMLDivElement>(null);
  const foundRef = useRef<FoundRange[]>([]);
  const [underline, setUnderline] = useLocalStorage({ key: 'nightingale.glossary.underline', defaultValue: false });
  const [found, setFound] = useState<GlossaryTerm[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);

  // Finds the terms of the item's text again whenever it changes (another item, a rationale shown).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    let underlined: readonly Range[] = [];
    let frame = 0;
    const scan = () => {
      const ranges: FoundRange[] = [];
      for (const node of readableTextNodes(region)) {
        for (const match of matcher.find(node.data)) {
          const range = document.createRange();
          range.setStart(node, match.start);
          range.setEnd(node, match.end);
          ranges.push({ range, term: match.term });
        }
      }
      foundRef.current = ranges;
      const distinct = new Map(ranges.map((entry) => [entry.term.id, entry.term]));
      setFound([...distinct.values()].sort((a, b) => a.term.localeCompare(b.term)));
      underlined = underlineRanges(underlined, underline ? ranges.map((entry) => entry.range) : []);
    };
    scan();
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(scan);
    });
    observer.observe(region, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      underlineRanges(underlined, []);
    };
  }, [matcher, underline]);

  // The card closes when the page scrolls: it would no longer point at the term.
  useEffect(() => {
    if (!shown) return;
    const close = () => setShown(null);
    window.addEventListener('scroll', close, { passive: true, once: true });
    return () => window.removeEventListener('scroll', close);
  }, [shown]);

  const showSelection = (event: { clientX?: number; clientY?: number }) => {
    const region = regionRef.current;
    const selection = window.getSelection();
    if (region && selection && !selection.isCollapsed && selection.rangeCount > 0) {
      const range = selection.getRangeAt(0);
      const phrase = selection.toString().replace(/\s+/g, ' ').trim();
      if (region.contains(range.commonAncestorContainer) && phrase.length > 0 && phrase.length <= MAX_PHRASE) {
        const rect = range.getBoundingClientRect();
        setShown({ phrase, rect });
      }
      return;
    }
    // A tap on an underlined term.
    if (!underline || event.clientX === undefined || event.clientY === undefined) return;
    const { clientX: x, clientY: y } = event;
    for (const entry of foundRef.current) {
      const rect = [...entry.range.getClientRects()].find((box) => contains(box, x, y));
      if (rect) {
        setShown({ term: entry.term, phrase: entry.range.toString(), rect });
        return;
      }
    }
  };

  return (
    <div>
      <Group gap="sm" mb="xs" justify="space-between" wrap="wrap" data-glossary-skip>
        <Switch
          size="sm"
          label={t('Underline glossary terms')}
          checked={underline}
          onChange={(event) => setUnderline(event.currentTarget.checked)}
        />
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setListOpen((open) => !open)}
          aria-expanded={listOpen}
          disabled={found.length === 0}
        >
          {t('Glossary terms in this item ({{count}})', { count: found.length })}
        </Button>
      </Group>
      <Collapse expanded={listOpen && found.length > 0}>
        <Stack
          gap="sm"
          mb="sm"
          p="sm"
          data-glossary-skip
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        >
          {found.map((term) => (
            <GlossaryCard key={term.id} term={term} phrase={term.term} />
          ))}
        </Stack>
      </Collapse>
      <Text size="xs" c="dimmed" mb="xs" data-glossary-skip>
        {t('Select a medical term, or tap an underlined one, to see its definition and translation.')}
      </Text>
      <Box ref={regionRef} onPointerUp={showSelection} onKeyUp={() => showSelection({})}>
        {children}
      </Box>
      <Popover
        opened={shown !== null}
        onChange={(opened) => {
          if (!opened) setShown(null);
        }}
        position="bottom"
        withArrow
        shadow="md"
        trapFocus={false}
        withinPortal
      >
        <Popover.Target>
          <span
            aria-hidden="true"
            style={{
              position: 'fixed',
              left: shown?.rect.left ?? 0,
              top: shown?.rect.top ?? 0,
              width: shown?.rect.width ?? 0,
              height: shown?.rect.height ?? 0,
              pointerEvents: 'none',
            }}
          />
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={t('Glossary')}>
          {shown &&
            (terms === undefined ? (
              <Text size="sm" role="status">
                {t('Loading the glossary')}
              </Text>
            ) : (
              <GlossaryCard term={shown.term ?? matcher.lookup(shown.phrase)} phrase={shown.phrase} />
            ))}
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
