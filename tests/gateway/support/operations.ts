// The suite's typed GraphQL operations of the shell and auth; the feed's (notifications,
// messages, shortcuts) are in feed-operations.ts, the maintenance data's in
// maintenance-operations.ts. After changing one, run `npm run codegen`.
import { graphql } from '../__generated__';

export const HealthQuery = graphql(`
  query TestHealth {
    health
  }
`);

export const MeQuery = graphql(`
  query TestMe {
    me {
      id
      name
      email
      avatar
      status
      permissions
      roles
      farms {
        id
      }
    }
  }
`);

export const FarmsQuery = graphql(`
  query TestFarms {
    farms {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const FarmQuery = graphql(`
  query TestFarm($id: ID!) {
    farm(id: $id) {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const NavigationQuery = graphql(`
  query TestNavigation {
    navigation {
      compact {
        id
        type
        title
        icon
        link
      }
      default {
        id
        type
        title
        icon
        link
      }
      futuristic {
        id
        type
        title
        icon
        link
      }
      horizontal {
        id
        type
        title
        icon
        link
      }
    }
  }
`);

export const LanguagesQuery = graphql(`
  query TestLanguages {
    languages {
      id
      label
      direction
    }
  }
`);

// --- auth -------------------------------------------------------------------------------

export const SignInMutation = graphql(`
  mutation TestSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        id
        name
        email
        avatar
        status
        permissions
        roles
        farms {
          id
        }
      }
    }
  }
`);

export const SignInWithTokenMutation = graphql(`
  mutation TestSignInWithToken($accessToken: String!) {
    signInWithToken(accessToken: $accessToken) {
      accessToken
      tokenType
      user {
        id
        email
        farms {
          id
        }
      }
    }
  }
`);

export const UnlockSessionMutation = graphql(`
  mutation TestUnlockSession($email: String!, $password: String!) {
    unlockSession(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        id
        email
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation TestSignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation TestForgotPassword($email: EmailAddress!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation TestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const UpdateMeMutation = graphql(`
  mutation TestUpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      name
      avatar
      status
    }
  }
`);

export const FarmCurrenciesQuery = graphql(`
  query TestFarmCurrencies {
    farms {
      id
      currency
    }
  }
`);

export const UpdateFarmCurrencyMutation = graphql(`
  mutation TestUpdateFarmCurrency($farmId: ID!, $currency: String!) {
    updateFarmCurrency(farmId: $farmId, currency: $currency) {
      id
      currency
    }
  }
`);

export const AppConfigQuery = graphql(`
  query TestAppConfig {
    appConfig {
      publicUrl
    }
  }
`);
