import { describe, expect, it } from 'vitest';
import { InMemoryCache, gql } from '@apollo/client';
import { AdminDashboardDocument } from '../gql/graphql';
import { registryItem } from '../../../test/adminMocks';
import { refetchRegistry } from './refetchRegistry';

// The guests' Registry page query, as the page reads it (only the root field matters here).
const GUEST_ITEMS = gql`
  query GuestItems {
    registryItems {
      id
      name
      remainingQuantity
    }
  }
`;

describe('after a registry change', () => {
  it('refetches the dashboard and forgets the guests’ cached list, so the Registry page asks again', () => {
    expect(refetchRegistry.refetchQueries).toEqual([AdminDashboardDocument]);
    expect(refetchRegistry.awaitRefetchQueries).toBe(true);
    const cache = new InMemoryCache();
    const { __typename, id, name, remainingQuantity } = registryItem();
    cache.writeQuery({ query: GUEST_ITEMS, data: { registryItems: [{ __typename, id, name, remainingQuantity }] } });
    expect(cache.readQuery({ query: GUEST_ITEMS })).not.toBeNull();
    refetchRegistry.update(cache);
    expect(cache.readQuery({ query: GUEST_ITEMS })).toBeNull();
  });
});
