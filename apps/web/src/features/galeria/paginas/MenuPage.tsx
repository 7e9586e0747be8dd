import {
  ActionIcon,
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
import {
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconEdit,
  IconFileText,
  IconHome,
  IconId,
  IconLogout,
  IconPaperclip,
  IconRefresh,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../routes/paths';
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

/** /uikit/menu: row actions, the profile menu, the breadcrumb and the pagination. */
export function MenuPage() {
  const theme = useMantineTheme();
  return (
    <Secoes>
      <Secao
        titulo="Menu de ações da linha"
        descricao="O botão de três pontos diz de quem são as ações; setas percorrem os itens, Esc fecha e devolve o foco."
        codigo={`<Menu position="bottom-end" withinPortal>
  <Menu.Target><ActionIcon aria-label={\`Ações de \${paciente.nome}\`}><IconDots /></ActionIcon></Menu.Target>
  <Menu.Dropdown>
    <Menu.Item leftSection={<IconId />}>Ficha</Menu.Item>
    <Menu.Divider />
    <Menu.Item color="red" leftSection={<IconTrash />} onClick={confirmarExclusao}>Excluir</Menu.Item>
  </Menu.Dropdown>
</Menu>`}
      >
        <Group gap="sm">
          <Text fz="sm">Ana Beatriz Souza</Text>
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Ações de Ana Beatriz Souza">
                <IconDots size={18} stroke={1.7} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconId {...icone} />} onClick={aviso('Ficha')}>
                Ficha
              </Menu.Item>
              <Menu.Item leftSection={<IconEdit {...icone} />} onClick={aviso('Editar')}>
                Editar
              </Menu.Item>
              <Menu.Item leftSection={<IconFileText {...icone} />} onClick={aviso('Prontuário')}>
                Prontuário
              </Menu.Item>
              <Menu.Item leftSection={<IconPaperclip {...icone} />} onClick={aviso('Anexos')}>
                Anexos
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconRefresh {...icone} />} onClick={aviso('Alterar status')}>
                Alterar status
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash {...icone} />} onClick={aviso('Excluir')}>
                Excluir
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Secao>

      <Secao
        titulo="Menu do perfil"
        descricao="Um botão com nome e avatar que abre as opções da conta; o nome acessível contém o texto visível."
        codigo={`<Menu.Target>
  <UnstyledButton><Group><Avatar>MA</Avatar><Text>Marina Alves</Text><IconChevronDown /></Group></UnstyledButton>
</Menu.Target>`}
      >
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
