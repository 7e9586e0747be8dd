import { createBrowserRouter } from 'react-router';
import { appRoutes } from './layout/routes';
import { publicRoutes } from './pages/routes';

export const router = createBrowserRouter([...publicRoutes, ...appRoutes]);
