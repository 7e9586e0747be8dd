import { Badge, Box, Button, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NavLink, Route, Routes } from 'react-router';
import type { PortalSessao } from '../../../lib/storage';
import { paths } from '../../../routes/paths';
import { useInicioPortal } from './api';
import classes from './Portal.module.css';
import { SECOES_DO_PORTAL } from './secoes';

interface PortalSecoesProps {
  token: string;
  sessao: PortalSessao;
  onSair: () => void;
}

/**
 * The patient's page once entered (docs/product.md §17): who is here and "Sair", the sections' navigation (a
 * simple list, SECOES_DO_PORTAL) and the current section. No product menu: the patient is not a user.
 */
export function PortalSecoes({ token, sessao, onSair }: PortalSecoesProps) {
  return (
    <Container size={720} px="md" py={{ base: 'md', sm: 'xl' }} w="100%">
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="md">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" c="dimmed">
            Área do paciente · {sessao.profissional.nome}
          </Text>
          <Text fw={600} fz="lg" truncate>
            {sessao.paciente.nome}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconLogout size={17} />} onClick={onSair}>
          Sair
        </Button>
      </Group>
      <NavDoPortal token={token} />
      <Box mt="lg">
        <Routes>
          {SECOES_DO_PORTAL.flatMap(({ caminho, Componente, paginas = [] }) => [
            <Route
              key={caminho || 'inicio'}
              index={caminho === ''}
              path={caminho || undefined}
              element={<Componente token={token} />}
            />,
            ...paginas.map((p) => (
              <Route
                key={`${caminho}/${p.caminho}`}
                path={`${caminho}/${p.caminho}`}
                element={<p.Componente token={token} />}
              />
            )),
          ])}
          <Route path="*" element={<SecaoInexistente token={token} />} />
        </Routes>
      </Box>
    </Container>
  );
}

function NavDoPortal({ token }: { token: string }) {
  const inicio = useInicioPortal();
  return (
    <nav aria-label="Seções da área do paciente" className={classes.nav}>
      <ul>
        {SECOES_DO_PORTAL.map(({ caminho, rotulo, icone: Icone, pendentes }) => {
          const n = inicio.data && pendentes ? pendentes(inicio.data) : 0;
          return (
            <li key={caminho || 'inicio'}>
              <NavLink
                to={paths.portal(token, caminho || undefined)}
                end={caminho === ''}
                className={classes.link}
              >
                <Icone size={22} stroke={1.6} aria-hidden />
                <span>{rotulo}</span>
                {n > 0 && (
                  <>
                    <Badge size="sm" circle className={classes.contador} aria-hidden>
                      {n}
                    </Badge>
                    <VisuallyHidden>, {n === 1 ? '1 pendente' : `${n} pendentes`}</VisuallyHidden>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SecaoInexistente({ token }: { token: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>Esta parte da área do paciente não existe.</Text>
      <Button component={NavLink} to={paths.portal(token)} variant="light">
        Ir para o início
      </Button>
    </Stack>
  );
}
