import { useRef, type ReactNode } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';

export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
}

interface TriviaTabsProps<Id extends string> {
  label: string;
  tabs: readonly TabSpec<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Only the selected panel is rendered, so the leaderboard polls only while its tab is open. */
  children: ReactNode;
}

/**
 * The page's two tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and
 * select them). Hand-made on purpose: Chakra's Tabs recipe would join the guest's first download.
 */
export function TriviaTabs<Id extends string>({ label, tabs, selected, onSelect, children }: TriviaTabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const current = tabs.findIndex((tab) => tab.id === selected);
  return (
    <Box>
      <Flex
        role="tablist"
        aria-label={label}
        gap="1"
        borderBottomWidth="2px"
        borderColor="ivory.200"
        mb="6"
        onKeyDown={(e) => {
          const keys: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
          if (e.key in keys) {
            e.preventDefault();
            move(keys[e.key]);
          }
        }}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <chakra.button
              key={tab.id}
              ref={(el: HTMLButtonElement | null) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`trivia-tab-${tab.id}`}
              aria-selected={active}
              // Only the shown panel exists, so only its tab names it.
              aria-controls={active ? `trivia-panel-${tab.id}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              flex={{ base: '1', sm: 'initial' }}
              px={{ base: '2', sm: '5' }}
              py="3"
              mb="-2px"
              fontSize={{ base: 'md', sm: 'lg' }}
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'sage.800' : 'fg.muted'}
              borderBottomWidth="3px"
              borderColor={active ? 'sage.600' : 'transparent'}
              cursor="pointer"
              _hover={{ color: 'sage.800' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'sage.600', outlineOffset: '2px' }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Flex>
      <Box role="tabpanel" id={`trivia-panel-${selected}`} aria-labelledby={`trivia-tab-${selected}`} tabIndex={0} outline="none" _focusVisible={{ outline: '2px solid', outlineColor: 'sage.600', outlineOffset: '4px' }}>
        {children}
      </Box>
    </Box>
  );
}
