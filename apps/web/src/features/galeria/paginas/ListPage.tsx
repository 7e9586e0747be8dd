import type { Anexo } from '@consultorio/contracts/anexos';
import { List, SimpleGrid, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { AnexoList } from '../../../components/anexos/AnexoList';
import { confirmarExclusaoAnexo } from '../../../components/anexos/confirmarExclusao';
import { Aniversariantes, ProximosAgendamentos } from '../../../components/dashboard/Widgets';
import { ANEXOS_EXEMPLO, ANIVERSARIANTES_EXEMPLO, PROXIMOS_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';

const baixar = (anexo: Anexo) =>
  notifications.show({
    title: 'Exemplo',
    message: `No produto, ${anexo.nome_original} seria baixado agora.`,
  });
const excluir = (anexo: Anexo) =>
  confirmarExclusaoAnexo(anexo, () =>
    notifications.show({ color: 'teal', title: 'Anexo excluído', message: 'Exemplo: nada foi apagado.' }),
  );

/** /uikit/list: the dashboard's and the attachments' own lists (src/components) on sample data, and the plans'. */
export function ListPage() {
  return (
    <Secoes>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Secao
          titulo="Próximos atendimentos"
          descricao="Como no Dashboard: dia em destaque, paciente, horário, lembrete e status; cada linha abre a ficha."
          codigo={`<ProximosAgendamentos agendamentos={d.proximos_agendamentos} />`}
        >
          <ProximosAgendamentos agendamentos={PROXIMOS_EXEMPLO} />
        </Secao>

        <Secao
          titulo="Aniversariantes do mês"
          descricao="Avatar com as iniciais na cor primária; o aniversário de hoje tem etiqueta."
          codigo={`<Aniversariantes lista={d.aniversariantes_mes} />`}
        >
          <Aniversariantes lista={ANIVERSARIANTES_EXEMPLO} />
        </Secao>
      </SimpleGrid>

      <Secao
        titulo="Lista de arquivos"
        descricao="Os anexos do paciente: ícone e cor por tipo, tamanho à brasileira, data, descrição e as ações com nome completo."
        codigo={`<AnexoList anexos={data.anexos} onDownload={download} onDelete={confirmDelete} baixando={baixandoId} />`}
      >
        <AnexoList anexos={ANEXOS_EXEMPLO} onDownload={baixar} onDelete={excluir} />
      </Secao>

      <Secao
        titulo="Lista com ícones"
        descricao="O que cada plano inclui, como na tela de upgrade."
        codigo={`<List spacing="xs" icon={<ThemeIcon size={20} radius="xl"><IconCheck size={13} /></ThemeIcon>}>
  <List.Item>Pacientes ilimitados</List.Item>
</List>`}
      >
        <List
          spacing="xs"
          fz="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={13} stroke={2.4} />
            </ThemeIcon>
          }
        >
          <List.Item>Pacientes ilimitados</List.Item>
          <List.Item>Agenda com lembretes</List.Item>
          <List.Item>Gestão financeira e Carnê-Leão</List.Item>
          <List.Item>Prontuário em PDF</List.Item>
        </List>
      </Secao>
    </Secoes>
  );
}
