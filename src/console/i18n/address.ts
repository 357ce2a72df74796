/**
 * The address fields' texts (`app.case_form.address.*`): the case form's addresses, and the law
 * company's address on /p/cadastro, 'Corrigir e reenviar' and the settings. A module of its own,
 * so the light public pages (issue 27 item 2) read these without the rest of the case form's.
 */
export const addressTexts = {
  title: 'Endereço %{number}',
  main: 'Principal',
  make_main: 'Tornar principal',
  add: 'Adicionar endereço',
  remove: 'Remover endereço',
  zipcode: 'CEP',
  state: 'Estado',
  city: 'Cidade',
  neighborhood: 'Bairro',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  description: 'Descrição',
  description_hint: 'Ex.: casa, trabalho',
  latitude: 'Latitude',
  longitude: 'Longitude',
  zipcode_hint: 'Preenche o endereço',
  looking_up: 'Buscando CEP…',
  cep_not_found: 'CEP não encontrado',
  cep_unavailable: 'Não foi possível consultar o CEP agora',
  cep_not_found_soft: 'CEP não encontrado: preencha o endereço à mão, se quiser',
  cep_unavailable_soft: 'Não foi possível consultar o CEP agora: preencha o endereço à mão, se quiser',
  checking: 'Verificando a localização…',
  no_coordinates: 'Não temos as coordenadas de %{place}: informe a latitude e a longitude.',
  manual_coordinates: 'Ao salvar, a latitude e a longitude serão as do município informado.',
  geo_failed:
    'Não foi possível verificar a localização agora: ao salvar, a latitude e a longitude serão as do município informado.',
};
