import { useDataProvider } from 'react-admin';
import type { CelebraDataProvider } from './data-provider';

/** The data provider with the back office's extra methods (a 401 still logs out, as for CRUD calls). */
export const useCelebra = () => useDataProvider<CelebraDataProvider>();
