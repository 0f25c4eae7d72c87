import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';
import type { PaymentMethod } from './useCheckout';

interface MethodTabsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  label: string;
  tabs: { value: PaymentMethod; label: string; panel: ReactNode }[];
}

/**
 * The payment methods as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between
 * them). Hand-made: Chakra's Tabs would add its recipe to every guest's first download.
 */
export function MethodTabs({ value, onChange, label, tabs }: MethodTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = tabs.findIndex((tab) => tab.value === value);
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + tabs.length) % tabs.length;
    onChange(tabs[wrapped].value);
    refs.current[wrapped]?.focus();
  };
  return (
    <Box>
      <Flex role="tablist" aria-label={label} borderBottomWidth="1px" borderColor="sage.200" mb="4" onKeyDown={move}>
        {tabs.map((tab, i) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              ref={(el: HTMLButtonElement | null) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`method-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`method-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              flex="1"
              minH="12"
              px="4"
              fontSize="lg"
              fontWeight="semibold"
              color={selected ? 'sage.800' : 'fg.muted'}
              borderBottomWidth="3px"
              borderColor={selected ? 'sage.600' : 'transparent'}
              mb="-1px"
              cursor="pointer"
              focusVisibleRing="inside"
              focusRingColor="sage.700"
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Flex>
      {tabs.map((tab) => (
        <Box
          key={tab.value}
          role="tabpanel"
          id={`method-panel-${tab.value}`}
          aria-labelledby={`method-tab-${tab.value}`}
          hidden={tab.value !== value}
        >
          {tab.panel}
        </Box>
      ))}
    </Box>
  );
}
