import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';

export interface SkuCategory {
  id: string;
  name: string;
}

/** The SKU categories of the list's filter, loaded once per visit. */
export const useSkuCategories = () =>
  useQuery({
    queryKey: ['skuCategories'],
    queryFn: async () =>
      (await graphql<{ skuCategories: SkuCategory[] }>('{ skuCategories { id name } }')).skuCategories,
    staleTime: 300_000,
  });
