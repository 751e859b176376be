import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionSync } from '../auth/SessionSync';
import { AppAppBar } from './AppAppBar';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppAppBar}>
    <SessionSync />
    {children}
  </Layout>
);
