/**
 * The platform's terms of use while the administrator has not written them (settings.termsOfUse
 * null). Same plain-text form and placeholders as the privacy policy (DEFAULT_PRIVACY_POLICY).
 */
export const DEFAULT_TERMS_OF_USE = `## O serviço
A Celebra permite que anfitriões criem o site do seu evento e uma lista de presentes, recebam confirmações de presença e recados dos convidados e recebam em dinheiro o valor dos presentes que os convidados compram. Ao criar uma conta ou usar o site de um evento, você aceita estes Termos de Uso e a Política de Privacidade.

## Contas dos anfitriões
Para criar uma lista é preciso ter 18 anos ou mais e informar dados verdadeiros. O anfitrião é responsável pela guarda da sua senha e por tudo o que for feito com a sua conta. A criação da lista pode ter uma taxa, informada antes do pagamento.

## Presentes e pagamentos
Os presentes da lista são convertidos em dinheiro para os anfitriões: o convidado escolhe presentes, paga por cartão ou Pix por meio do Mercado Pago, e o valor é creditado ao anfitrião. Nenhum produto físico é entregue pela Celebra.

A plataforma cobra um percentual sobre cada presente, informado no carrinho antes do pagamento. Conforme a escolha feita no carrinho, o percentual é pago pelo convidado, somado ao preço, ou descontado do valor que o anfitrião recebe. No pagamento parcelado no cartão podem incidir juros, informados antes da confirmação.

## Repasses aos anfitriões
O dinheiro de um presente aprovado fica disponível para repasse após o prazo de segurança definido pela plataforma, que cobre contestações do cartão. O anfitrião pede o repasse no painel para a chave Pix ou conta de sua titularidade, com o CPF ou CNPJ informado. Valores contestados ou estornados são descontados do saldo.

## Cancelamentos e reembolsos
Os pedidos de reembolso de um presente são analisados conforme as regras da plataforma e do meio de pagamento, e o direito de arrependimento previsto no Código de Defesa do Consumidor é respeitado nos casos em que se aplica. Presentes já repassados ao anfitrião podem ser reembolsados somente com o acordo dele. Para pedir um reembolso, fale com o atendimento da plataforma.

## Responsabilidades dos anfitriões
O anfitrião responde pelo conteúdo do seu site (textos, fotos, perguntas) e pelo uso que faz dos dados dos seus convidados, que só podem ser usados para a organização do evento. É proibido publicar conteúdo ilegal, ofensivo, que viole direitos de terceiros ou que não pertença ao anfitrião.

## Usos proibidos
Não é permitido usar a plataforma para fraudes, lavagem de dinheiro, arrecadações que não sejam de presentes para um evento real, envio de mensagens não solicitadas, tentativas de acesso indevido, sobrecarga dos sistemas ou coleta automatizada de dados. Contas e sites que violem estes termos podem ser suspensos, e os valores envolvidos retidos enquanto o caso é apurado.

## Responsabilidade da plataforma
A Celebra se empenha em manter o serviço disponível e seguro, mas não responde por falhas de terceiros (como o meio de pagamento ou provedores de internet), por casos de força maior nem pelo conteúdo publicado pelos anfitriões. A relação entre anfitriões e convidados, inclusive a realização do evento, é de responsabilidade deles.

## Dados pessoais
O tratamento de dados pessoais segue a Política de Privacidade e a LGPD. Dúvidas sobre dados pessoais: {{encarregado}}.

## Alterações destes termos
Estes termos podem ser atualizados; cada alteração gera uma nova versão, indicada nesta página. O uso do serviço após a alteração indica a aceitação da nova versão.

## Lei aplicável e foro
Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do consumidor para resolver qualquer controvérsia.`;
