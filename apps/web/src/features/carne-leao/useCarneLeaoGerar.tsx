import { type CarneLeaoCalculoInput, type ModoCarneLeao, nomeMes } from '@consultorio/contracts/carne-leao';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { useCalcular, useCalculos, useSimular } from './api';

export interface GerarValores {
  mes: string;
  ano: string;
  inss: number | string;
  dependentes: number | string;
  pensao: number | string;
  modo: ModoCarneLeao;
}

const CAMPOS = ['mes', 'ano', 'inss', 'dependentes', 'pensao', 'modo'] as const;
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const numeroOu = (v: number | string): number | undefined =>
  v === '' || v === undefined ? undefined : Number(v);

/** The month before today's: the one a psychologist usually computes (the DARF is due at the end of this month). */
function mesPadrao(hoje: string): { mes: number; ano: number } {
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  return mes === 1 ? { mes: 12, ano: ano - 1 } : { mes: mes - 1, ano };
}

const corpo = (valores: GerarValores): CarneLeaoCalculoInput => ({
  mes: Number(valores.mes),
  ano: Number(valores.ano),
  inss: numeroOu(valores.inss),
  dependentes: numeroOu(valores.dependentes),
  pensao: numeroOu(valores.pensao),
  modo: valores.modo,
});

/**
 * The "Gerar carnê" form: the month (from `?mes=&ano=`, else last month) and the deductions; a quiet simulation
 * whenever the month changes, "Simular" on demand, and "Calcular e salvar" (asking before it replaces the month's
 * saved calculation), which opens the saved calculation. The API's field errors go to their fields.
 */
export function useCarneLeaoGerar(hoje: string) {
  const [params] = useSearchParams();
  const padrao = mesPadrao(hoje);
  const navigate = useNavigate();
  const form = useForm<GerarValores>({
    initialValues: {
      mes: params.get('mes') ?? String(padrao.mes),
      ano: params.get('ano') ?? String(padrao.ano),
      inss: '',
      dependentes: 0,
      pensao: '',
      modo: 'auto',
    },
  });
  const simular = useSimular();
  const calcular = useCalcular();
  const v = form.getValues();
  const salvos = useCalculos(Number(form.values.ano));

  const rodar = (valores: GerarValores, silent: boolean) =>
    simular.mutate(
      { body: corpo(valores), silent },
      {
        onError: (e) => {
          if (!applyApiFieldErrors(form, e, CAMPOS) && !silent) {
            notifications.show({ color: 'red', title: 'Não foi possível simular', message: errorMessage(e) });
          }
        },
      },
    );

  // The month's entries and result show as soon as the month changes (nothing is saved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the month or year changes only
  useEffect(() => {
    rodar(form.getValues(), true);
  }, [form.values.mes, form.values.ano]);

  const salvar = (valores: GerarValores) => {
    const existente = salvos.data?.calculos.find((c) => c.mes === Number(valores.mes));
    const enviar = () =>
      calcular.mutate(corpo(valores), {
        onSuccess: (c) => {
          notifications.show({
            color: 'teal',
            title: 'Cálculo salvo',
            message: `Carnê-Leão de ${nomeMes(c.mes, c.ano)}.`,
          });
          navigate(`/carne-leao/detalhes/${c.id}`);
        },
        onError: (e) => {
          if (!applyApiFieldErrors(form, e, CAMPOS)) {
            notifications.show({ color: 'red', title: 'Não foi possível salvar', message: errorMessage(e) });
          }
        },
      });
    if (!existente) return enviar();
    modals.openConfirmModal({
      title: 'Substituir o cálculo salvo?',
      centered: true,
      children: (
        <Text fz="sm">
          {capital(nomeMes(Number(valores.mes), Number(valores.ano)))} já tem um cálculo salvo. Salvar de novo
          substitui o anterior pelos valores de agora.
        </Text>
      ),
      labels: { confirm: 'Substituir', cancel: 'Cancelar' },
      onConfirm: enviar,
    });
  };

  const resultado =
    simular.data && simular.data.mes === Number(v.mes) && simular.data.ano === Number(v.ano)
      ? simular.data
      : null;

  return {
    form,
    simularAgora: form.onSubmit((valores) => rodar(valores, false)),
    salvar: () => form.onSubmit(salvar)(),
    resultado,
    simulando: simular.isPending && !simular.variables?.silent,
    salvando: calcular.isPending,
    erro: simular.isError ? simular.error : null,
  };
}
