import { formatCep, formatCpf, formatTelefone } from '@consultorio/contracts/br';
import {
  FREQUENCIA_LABELS,
  MODALIDADE_LABELS,
  type Paciente,
  STATUS_TRATAMENTO_LABELS,
} from '@consultorio/contracts/pacientes';
import { Button, Card, DataList, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ehSecretaria } from '../../../api/session';
import { useSomenteLeitura } from '../../../components/pacientes/somenteLeitura';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';

type Item = [label: string, value: ReactNode];

function enderecoLinhas(e: Paciente['endereco']): string | null {
  if (!e) return null;
  const rua = [e.logradouro, e.numero].filter(Boolean).join(', ');
  const linha1 = [rua, e.complemento].filter(Boolean).join(' — ');
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/');
  const linha2 = [e.bairro, cidade, e.cep && `CEP ${formatCep(e.cep)}`].filter(Boolean).join(' · ');
  return [linha1, linha2].filter(Boolean).join('\n') || null;
}

function Bloco({ title, items }: { title: string; items: Item[] }) {
  return (
    <Card>
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      <DataList size="sm" gap="xs" labelWidth={120}>
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value || '—'}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Card>
  );
}

/** Tab "Dados": a read-only summary of the record, with the way to edit it. */
export function DadosTab({ paciente: p }: { paciente: Paciente }) {
  const r = p.responsavel;
  const c = p.contato_emergencia;
  const somenteLeitura = useSomenteLeitura();
  return (
    <>
      <Group justify="space-between" mb="md">
        <Text fz="sm" c="dimmed">
          Cadastrado em {formatDate(p.created_at)} · atualizado em {formatDate(p.updated_at)}
        </Text>
        {!somenteLeitura && (
          <Button
            variant="light"
            component={Link}
            to={paths.pacientes.editar(p.id)}
            leftSection={<IconEdit size={16} stroke={1.7} />}
          >
            Editar dados
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Bloco
          title="Identificação"
          items={[
            ['Nome', p.nome],
            ['Nome social', p.nome_social],
            ['Nascimento', p.data_nascimento && `${formatDate(p.data_nascimento)} (${p.idade} anos)`],
            ['CPF', p.cpf && formatCpf(p.cpf)],
            ['RG', p.rg],
            ['Gênero', p.genero],
            ['Estado civil', p.estado_civil],
            ['Escolaridade', p.escolaridade],
            ['Profissão', p.profissao],
          ]}
        />
        <Bloco
          title="Contato"
          items={[
            ['Telefone', formatTelefone(p.telefone)],
            ['E-mail', p.email],
            ['Endereço', enderecoLinhas(p.endereco)],
            [
              'Emergência',
              c &&
                [c.nome, c.parentesco && `(${c.parentesco})`, c.telefone && formatTelefone(c.telefone)]
                  .filter(Boolean)
                  .join(' '),
            ],
          ]}
        />
        <Bloco
          title="Atendimento"
          items={[
            ['Status', STATUS_TRATAMENTO_LABELS[p.status_tratamento]],
            ['Modalidade', p.modalidade && MODALIDADE_LABELS[p.modalidade]],
            ['Frequência', p.frequencia && FREQUENCIA_LABELS[p.frequencia]],
            ['Valor da sessão', p.valor_sessao !== null && formatMoney(p.valor_sessao)],
            ['Início', p.data_inicio && formatDate(p.data_inicio)],
            ...(ehSecretaria() ? [] : [['Observações', p.observacoes] as Item]),
          ]}
        />
        {r && (
          <Bloco
            title="Responsável"
            items={[
              ['Nome', r.nome],
              ['Parentesco', r.parentesco],
              ['Telefone', r.telefone && formatTelefone(r.telefone)],
              ['CPF', r.cpf && formatCpf(r.cpf)],
            ]}
          />
        )}
      </SimpleGrid>
    </>
  );
}
