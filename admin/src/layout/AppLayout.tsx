import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';

export const AppLayout = ({ children }: { children: ReactNode }) => <Layout appBar={AppAppBar}>{children}</Layout>;
