import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './public.module.css';

/** Header, page, footer: the frame of every public page (docs/product.md §2.1). */
export function PublicLayout() {
  useScrollToHash();
  return (
    <>
      <PublicHeader />
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <PublicFooter />
      <ScrollRestoration />
    </>
  );
}

/** Links like /#planos land on their section, also when coming from another page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}
