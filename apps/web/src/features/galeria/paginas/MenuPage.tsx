import {
  Anchor,
  Avatar,
  Breadcrumbs,
  Group,
  Menu,
  Pagination,
  Stack,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconHome, IconLogout, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PacienteActionsMenu } from '../../../components/pacientes/PacienteActionsMenu';
import { paths } from '../../../routes/paths';
import { PACIENTES_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';

const icone = { size: 16, stroke: 1.7 };
const aviso = (acao: string) => () =>
  notifications.show({
    title: acao,
    message: 'Exemplo: no produto esta ação abriria a tela correspondente.',
  });

function Paginacao() {
  const [pagina, setPagina] = useState(3);
  return (
    <Stack gap="xs">
      <Pagination
        total={12}
        value={pagina}
        onChange={setPagina}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
        })}
        getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
      />
      <Text fz="sm" c="dimmed">
        {(pagina - 1) * 10 + 1}–{pagina * 10} de 118 pacientes
      </Text>
    </Stack>
  );
}

/** The account menu of the top bar: a button with the avatar and the name. */
function MenuPerfil() {
  const theme = useMantineTheme();
  return (
    <Menu position="bottom-start" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size={32} variant="light" color={theme.primaryColor} alt="">
              MA
            </Avatar>
            <Text fz="sm" fw={500}>
              Marina Alves
            </Text>
            <IconChevronDown size={14} stroke={1.8} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Conta</Menu.Label>
        <Menu.Item leftSection={<IconUser {...icone} />} onClick={aviso('Meu Perfil')}>
          Meu Perfil
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout {...icone} />} onClick={aviso('Sair')}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The breadcrumb under the top bar, on a fixed path. */
function Trilha() {
  return (
    <nav aria-label="Exemplo de trilha de navegação">
      <Breadcrumbs
        separator={<IconChevronRight size={14} stroke={1.7} aria-hidden="true" />}
        separatorMargin={6}
      >
        <Anchor component={Link} to={paths.pacientes.lista} c="dimmed" aria-label="Início">
          <IconHome size={16} stroke={1.7} />
        </Anchor>
        <Anchor component={Link} to={paths.pacientes.lista} fz="sm" c="dimmed" underline="always">
          Pacientes
        </Anchor>
        <Text fz="sm" fw={500} aria-current="page">
          Editar paciente
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/** /uikit/menu: row actions, the profile menu, the breadcrumb and the pagination. */
export function MenuPage() {
  return (
    <Secoes>
      <Secao
        titulo="Menu de ações da linha"
        descricao="O menu de cada paciente da lista (PacienteActionsMenu): o botão de três pontos diz de quem são as ações; setas percorrem os itens, Esc fecha e devolve o foco. Os quatro primeiros itens abrem as telas do paciente."
        codigo={`<PacienteActionsMenu paciente={p} onStatus={() => onStatus(p)} onDelete={() => onDelete(p)} />`}
      >
        <Group gap="sm">
          <Text fz="sm">Ana Beatriz Souza</Text>
          <PacienteActionsMenu
            paciente={PACIENTES_EXEMPLO[0]}
            onStatus={aviso('Alterar status')}
            onDelete={aviso('Excluir')}
          />
        </Group>
      </Secao>

      <Secao
        titulo="Menu do perfil"
        descricao="Um botão com nome e avatar que abre as opções da conta; o nome acessível contém o texto visível."
        codigo={`<Menu.Target>
  <UnstyledButton><Group><Avatar>MA</Avatar><Text>Marina Alves</Text><IconChevronDown /></Group></UnstyledButton>
</Menu.Target>`}
      >
        <MenuPerfil />
      </Secao>

      <Secao
        titulo="Trilha de navegação"
        descricao="O início leva à primeira área do plano; os níveis acima são links, o atual é marcado como página atual."
        codigo={`<Breadcrumbs separator={<IconChevronRight size={14} />}>
  <Anchor component={Link} to={homePath(plano)} aria-label="Início"><IconHome size={16} /></Anchor>
  <Anchor component={Link} to={paths.pacientes.lista}>Pacientes</Anchor>
  <Text aria-current="page">Editar paciente</Text>
</Breadcrumbs>`}
      >
        <Trilha />
      </Secao>

      <Secao
        titulo="Paginação"
        descricao="Cada botão tem nome (Página 3, Próxima página) e a faixa mostrada fica escrita ao lado."
        codigo={`<Pagination total={lastPage} value={page} onChange={goToPage}
  getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Página anterior' : 'Próxima página' })}
  getItemProps={(page) => ({ 'aria-label': \`Página \${page}\` })} />`}
      >
        <Paginacao />
      </Secao>
    </Secoes>
  );
}
