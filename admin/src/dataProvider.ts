import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

// The admin API follows ra-data-simple-rest exactly (sort/range/filter, Content-Range), so the stock provider fits.
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
